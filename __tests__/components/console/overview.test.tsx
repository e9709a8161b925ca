import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { OverviewScreen } from '@/components/console/overview-screen';
import { CONSOLE_GUEST_MESSAGE, CONSOLE_REFUSED_MESSAGE, CONSOLE_TWO_FACTOR_MESSAGE } from '@/components/console/console-frame';
import type { Overview, OverviewDay } from '@/lib/contracts/admin';
import { useAppStore } from '@/store';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const replace = jest.fn();
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin', replace }) }));

const server = mockServer();

const day = (date: string, n: number): OverviewDay => ({ date, plays: 100 * n, new_members: n, uploads: 2 * n, purchases: n, revenue: 499 * n });
const overview: Overview = {
  today: day('2026-11-28', 3),
  days: Array.from({ length: 30 }, (_, i) => day(`2026-11-${String(i + 1).padStart(2, '0')}`, i < 29 ? 1 : 3)),
  currency: 'usd',
  open: { reports: 4, notices: 1, messages: 12 },
};

beforeEach(() => {
  resetAuthState();
  replace.mockReset();
});

const figure = (section: string, label: string) => {
  const term = within(screen.getByRole('region', { name: section })).getByText(label);
  return term.nextElementSibling?.textContent;
};

it('shows an admin what waits, today and the 30 days in numbers, each waiting count linking to its section', async () => {
  server.use(http.get(`${V3}/admin/overview`, () => HttpResponse.json(overview)));
  logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));
  renderWithProviders(<OverviewScreen />);
  await screen.findByRole('region', { name: 'Waiting for the team' });
  expect(figure('Waiting for the team', 'Open reports')).toBe('4');
  expect(screen.getByRole('link', { name: 'New messages: 12' })).toHaveAttribute('href', '/admin/contact');
  expect(figure('Today (UTC)', 'Plays')).toBe('300');
  expect(figure('Today (UTC)', 'Revenue')).toBe('$14.97');
  expect(figure('Last 30 days', 'Plays')).toBe('3,200');
  expect(figure('Last 30 days', 'Revenue')).toBe('$159.68');
  for (const title of ['Plays per day', 'New members and uploads per day', 'Purchases per day', 'Revenue per day']) {
    expect(screen.getByRole('figure', { name: title })).toBeInTheDocument();
  }
  // Every section of the console is one click away for an admin; the current one is marked.
  const nav = screen.getByRole('navigation', { name: 'Console' });
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Overview', 'Reports', 'DMCA notices', 'Inbox', 'Payments', 'Members', 'Claims', 'Audit log']);
  expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
});

it('sends a moderator to the reports, and shows them only their sections', async () => {
  logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));
  renderWithProviders(<OverviewScreen />);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/admin/reports'));
  const nav = screen.getByRole('navigation', { name: 'Console' });
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Reports', 'Members']);
  expect(screen.getByText('This section is for admins.')).toBeInTheDocument();
});

it('lets in no one else: a guest is asked to log in, a member is refused, a team account without two-factor codes is sent to turn them on', async () => {
  useAppStore.setState({ authReady: true });
  const { unmount } = renderWithProviders(<OverviewScreen />);
  expect(screen.getByText(CONSOLE_GUEST_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
  unmount();

  logIn(makeMe({ roles: ['member', 'creator'], twoFactorEnabled: true }));
  const second = renderWithProviders(<OverviewScreen />);
  expect(screen.getByText(CONSOLE_REFUSED_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Console' })).not.toBeInTheDocument();
  second.unmount();

  logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: false }));
  renderWithProviders(<OverviewScreen />);
  expect(screen.getByText(CONSOLE_TWO_FACTOR_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account#security');
  // No console call is made for them (msw fails the test on an unhandled request).
});
