import { render, screen } from '@testing-library/react';
import { HomeHero } from '@/components/home/home-hero';
import { makeMixtape } from '../../helpers/fixtures';

it('shows the cover, twice (sharp and blurred), when the mixtape has one', () => {
  const mixtape = makeMixtape(1);
  const { container } = render(<HomeHero mixtape={mixtape} />);
  expect(screen.getByRole('img', { name: 'Mixtape 1 cover' })).toHaveAttribute('src', mixtape.cover);
  expect(container.querySelectorAll('img')).toHaveLength(2);
});

it('draws no img for a mixtape without a cover: an img must have a src', () => {
  const { container } = render(<HomeHero mixtape={makeMixtape(1, { cover: null })} />);
  expect(screen.getByRole('heading', { name: 'Mixtape 1' })).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
});
