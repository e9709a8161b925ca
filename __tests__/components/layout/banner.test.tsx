import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_ACTION, BANNER_TEXT, Banner } from '@/components/layout/banner';
import { useAppStore } from '@/store';
import { renderWithProviders } from '../../helpers/render';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const initial = useAppStore.getState();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  localStorage.clear();
  // A guest whose session has been looked up.
  useAppStore.setState({ ...initial, authReady: true, isLoggedIn: false }, true);
});
afterEach(() => jest.useRealTimers());

const banner = () => screen.queryByRole('complementary', { name: 'Announcement' });

it('invites a guest to sign up free, and the button opens sign-up', async () => {
  renderWithProviders(<Banner />);
  expect(banner()).toHaveTextContent(BANNER_TEXT);
  await userEvent.click(screen.getByRole('button', { name: BANNER_ACTION }));
  expect(useAppStore.getState()).toMatchObject({ loginOpen: true, isSignup: true });
});

it('closing stores banner_closed_time and keeps it hidden for 7 days, then it comes back', async () => {
  const { unmount } = renderWithProviders(<Banner />);
  await userEvent.click(screen.getByRole('button', { name: 'Close the banner' }));
  expect(banner()).not.toBeInTheDocument();
  expect(localStorage.getItem('banner_closed_time')).toBe(String(NOW));
  unmount();

  jest.setSystemTime(NOW + 7 * DAY - 60_000);
  const later = renderWithProviders(<Banner />);
  expect(banner()).not.toBeInTheDocument();
  later.unmount();

  jest.setSystemTime(NOW + 7 * DAY + 60_000);
  renderWithProviders(<Banner />);
  expect(banner()).toBeInTheDocument();
});

it('is not shown to members, nor before the session is known', () => {
  act(() => useAppStore.setState({ authReady: false }));
  const { rerender } = renderWithProviders(<Banner />);
  expect(banner()).not.toBeInTheDocument();
  act(() => useAppStore.setState({ authReady: true, isLoggedIn: true }));
  rerender(<Banner />);
  expect(banner()).not.toBeInTheDocument();
});

it('ignores a stored time that is not a number', () => {
  localStorage.setItem('banner_closed_time', 'yesterday');
  renderWithProviders(<Banner />);
  expect(banner()).toBeInTheDocument();
});
