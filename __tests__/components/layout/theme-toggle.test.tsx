import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { useAppStore } from '@/store';
import { renderWithProviders } from '../../helpers/render';

beforeEach(() => localStorage.clear());

it("toggles light/dark, saving it under the 'theme' key and in the store", async () => {
  const user = userEvent.setup();
  renderWithProviders(<ThemeToggle />);
  await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(localStorage.getItem('theme')).toBe('light');
  expect(useAppStore.getState().theme).toBe('light');
  expect(document.documentElement).toHaveClass('light');

  await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(localStorage.getItem('theme')).toBe('dark');
  expect(useAppStore.getState().theme).toBe('dark');
});
