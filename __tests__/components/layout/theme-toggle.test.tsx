import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useColorScheme } from '@mui/material/styles';
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

function MuiMode() {
  return <p data-testid="mui-mode">{useColorScheme().mode}</p>;
}

it('keeps a mounted MUI ThemeProvider in step: the toggle itself uses no MUI', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ThemeToggle />
      <MuiMode />
    </>,
  );
  expect(screen.getByTestId('mui-mode')).toHaveTextContent('dark');
  await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
  expect(screen.getByTestId('mui-mode')).toHaveTextContent('light');
  await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
  expect(screen.getByTestId('mui-mode')).toHaveTextContent('dark');
});
