import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowseMenu } from '@/components/layout/browse-menu';
import { renderWithProviders } from '../../helpers/render';

const LINKS = [
  ['Genres', '/genres'],
  ['Charts', '/charts'],
  ['Artists', '/artists'],
  ['DJs', '/djs'],
  ['Podcasts', '/podcasts'],
];

const menuLinks = async () => within(await screen.findByRole('menu', { name: 'Browse' })).getAllByRole('menuitem');

afterEach(() => window.history.pushState({}, '', '/'));

it('is a plain button announcing a menu, which opens with the five indexes as links', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BrowseMenu variant="text" />);
  const button = screen.getByRole('button', { name: 'Browse' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  // Nothing of the menu before the first opening.
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  await user.click(button);
  const items = await menuLinks();
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(LINKS);
  expect(items.every((item) => item.tagName === 'A')).toBe(true);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(items[0]);
  // A landmark of its own, as it opens outside the page's.
  expect(screen.getByRole('navigation', { name: 'Browse' })).toContainElement(items[0]);
});

it('works from the keyboard: Enter opens it on its first link, the arrows move, Escape closes it back to the button', async () => {
  const user = userEvent.setup();
  renderWithProviders(<BrowseMenu variant="text" />);
  await user.tab();
  const button = screen.getByRole('button', { name: 'Browse' });
  expect(button).toHaveFocus();
  await user.keyboard('{Enter}');
  const items = await menuLinks();
  await waitFor(() => expect(items[0]).toHaveFocus());
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(items[2]).toHaveFocus();
  expect(items[2]).toHaveTextContent('Artists');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  expect(button).toHaveFocus();
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

it("is the phone's menu icon too, named Browse, with the same links; the page the visitor is on is marked", async () => {
  window.history.pushState({}, '', '/djs');
  const user = userEvent.setup();
  renderWithProviders(<BrowseMenu variant="icon" />);
  const button = screen.getByRole('button', { name: 'Browse' });
  expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await user.click(button);
  const items = await menuLinks();
  expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual(LINKS);
  expect(items[3]).toHaveAttribute('aria-current', 'page');
  expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  // Choosing a link closes the menu (jsdom goes nowhere: it cannot navigate).
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener('click', stay);
  await user.click(items[4]);
  document.removeEventListener('click', stay);
  await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
});
