import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BANNER_ACTION, BANNER_PREMIUM, BANNER_TEXT, Banner } from '@/components/layout/banner';
import { useAppStore } from '@/store';
import { BANNER_HIDDEN_CLASS, BANNER_SCRIPT } from '@/lib/banner-script';
import { renderWithProviders } from '../../helpers/render';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T12:00:00Z');
const initial = useAppStore.getState();

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  localStorage.clear();
  useAppStore.setState(initial, true);
});
afterEach(() => jest.useRealTimers());

const banner = () => screen.queryByRole('complementary', { name: 'Announcement' });

it('invites a guest to sign up free, and the button opens sign-up', async () => {
  renderWithProviders(<Banner />);
  expect(banner()).toHaveTextContent(BANNER_TEXT);
  await userEvent.click(screen.getByRole('button', { name: BANNER_ACTION }));
  expect(useAppStore.getState()).toMatchObject({ loginOpen: true, isSignup: true });
});

it('shows a guest the way to premium', () => {
  renderWithProviders(<Banner />);
  expect(screen.getByRole('link', { name: BANNER_PREMIUM })).toHaveAttribute('href', '/premium');
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

it('is not shown to members', () => {
  act(() => useAppStore.setState({ isLoggedIn: true }));
  renderWithProviders(<Banner />);
  expect(banner()).not.toBeInTheDocument();
});

describe('the script that hides it before the first paint', () => {
  const run = () => {
    document.documentElement.classList.remove(BANNER_HIDDEN_CLASS);
    new Function(BANNER_SCRIPT)();
    return document.documentElement.classList.contains(BANNER_HIDDEN_CLASS);
  };

  it('hides it for 7 days after it was closed, and for whoever has a session', () => {
    expect(run()).toBe(false);
    localStorage.setItem('banner_closed_time', String(NOW - 6 * DAY));
    expect(run()).toBe(true);
    localStorage.setItem('banner_closed_time', String(NOW - 8 * DAY));
    expect(run()).toBe(false);
    localStorage.setItem('access_token', 'token');
    expect(run()).toBe(true);
  });
});

it('ignores a stored time that is not a number', () => {
  localStorage.setItem('banner_closed_time', 'yesterday');
  renderWithProviders(<Banner />);
  expect(banner()).toBeInTheDocument();
});
