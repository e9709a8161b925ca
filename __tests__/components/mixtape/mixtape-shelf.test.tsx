import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MixtapeShelf } from '@/components/mixtape/mixtape-shelf';
import { makeMixtape } from '../../helpers/fixtures';

const mixtapes = [makeMixtape(1), makeMixtape(2)];
const { matchMedia } = window;
afterEach(() => Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia }));

/** A system that does, or does not, ask for reduced motion. */
function prefersReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce'), media: query, addEventListener() {}, removeEventListener() {} }),
  });
}

it.each([
  [false, 'smooth'],
  [true, 'instant'],
])('scrolls a shelf by its arrows, gliding only when motion is welcome (reduced: %s)', async (reduce, behavior) => {
  prefersReducedMotion(reduce);
  const scrollBy = jest.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  render(<MixtapeShelf title="Trending" mixtapes={mixtapes} />);
  await userEvent.click(screen.getByRole('button', { name: 'Scroll Trending forward' }));
  expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior }));
});
