import { render } from '@testing-library/react';
import { MixtapeStats } from '@/components/catalog/mixtape-stats';
import { makeMixtape } from '../../helpers/fixtures';

it('names each count in phrasing content alone: the hint around it is a span, which may not hold a div or a p', () => {
  const { container } = render(<MixtapeStats stats={makeMixtape(1).stats} comments={4} />);
  expect(container).toHaveTextContent(/Plays: \S+/);
  expect(container).toHaveTextContent(/Views: \S+/);
  expect(container).toHaveTextContent(/Downloads: \S+/);
  expect(container.querySelector('span div, span p')).toBeNull();
});
