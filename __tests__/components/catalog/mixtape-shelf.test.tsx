import type { ReactElement } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MixtapeShelf } from '@/components/catalog/mixtape-shelf';
import { makeMixtape } from '../../helpers/fixtures';

const mixtapes = [makeMixtape(1), makeMixtape(2)];
/** The cards read the member's marks from react-query: a client, without the theme (the shelf is plain CSS). */
const renderShelf = (ui: ReactElement) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const { matchMedia } = window;
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { configurable: true, writable: true, value: matchMedia });
  rowWidths(0, 0);
});

/** jsdom lays nothing out: the row's content and visible widths, as a browser would measure them. */
function rowWidths(content: number, visible: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => content });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => visible });
}

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
  rowWidths(2000, 1000);
  const scrollBy = jest.fn();
  HTMLElement.prototype.scrollBy = scrollBy;
  renderShelf(<MixtapeShelf title="Trending" mixtapes={mixtapes} />);
  await userEvent.click(screen.getByRole('button', { name: 'Scroll Trending forward' }));
  expect(scrollBy).toHaveBeenCalledWith(expect.objectContaining({ behavior }));
});

it('shows no arrows when every cover fits, and turns each off at its end', () => {
  rowWidths(900, 1000);
  const { unmount } = renderShelf(<MixtapeShelf title="Released Today" mixtapes={mixtapes} />);
  expect(screen.queryByRole('button', { name: /^Scroll Released Today/ })).not.toBeInTheDocument();
  unmount();

  rowWidths(2000, 1000);
  renderShelf(<MixtapeShelf title="Trending" mixtapes={mixtapes} />);
  expect(screen.getByRole('button', { name: 'Scroll Trending back' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Scroll Trending forward' })).toBeEnabled();
  const row = screen.getByRole('list');
  row.scrollLeft = 1000;
  fireEvent.scroll(row);
  expect(screen.getByRole('button', { name: 'Scroll Trending back' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Scroll Trending forward' })).toBeDisabled();
});
