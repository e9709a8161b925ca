import { screen, within } from '@testing-library/react';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { resetStore } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

beforeEach(resetStore);

const BROWSE = [
  ['Genres', '/genres'],
  ['Charts', '/charts'],
  ['Artists', '/artists'],
  ['DJs', '/djs'],
  ['Podcasts', '/podcasts'],
];

it("puts Browse in the header twice: the phone's menu icon before the logo, the wide screens' button after it", () => {
  renderWithProviders(<Header />);
  const buttons = screen.getAllByRole('button', { name: 'Browse' });
  expect(buttons).toHaveLength(2);
  const logo = screen.getByRole('link', { name: 'LMT Mixtapes home' });
  expect(buttons[0].compareDocumentPosition(logo) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(buttons[1].compareDocumentPosition(logo) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  expect(buttons[0]).not.toHaveTextContent('Browse');
  expect(buttons[1]).toHaveTextContent('Browse');
  for (const button of buttons) expect(button).toHaveAttribute('aria-haspopup', 'menu');
});

it('links the indexes from the footer, then the list pages', () => {
  renderWithProviders(<Footer />);
  const links = within(screen.getByRole('navigation', { name: 'Browse the catalog' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(BROWSE);
  expect(within(screen.getByRole('navigation', { name: 'Browse mixtapes' })).getByRole('link', { name: 'All Mixtapes' })).toHaveAttribute('href', '/mixtapes');
});
