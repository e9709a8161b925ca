import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { renderHook } from '@testing-library/react';
import { useMainDialogFullScreen } from '@/hooks/common/use-main-dialog-full-screen';
import { theme } from '@/theme/theme';
import { mockWindowWidth, resetWindowWidth } from '../helpers/player';

afterEach(resetWindowWidth);

it('fills a screen of 600 px or less with every dialog: one rule of the theme, at 600 itself too', () => {
  const paper = theme.components?.MuiDialog?.styleOverrides?.paper as Record<string, Record<string, unknown>>;
  expect(paper['@media (max-width: 600px)']).toMatchObject({ margin: 0, width: '100%', maxWidth: '100%', height: '100%', borderRadius: 0 });
});

it.each([
  [899, true],
  [900, false],
  [600, true],
])('fills the screen with a main dialog below 900 px (%i px: %s)', (width, full) => {
  mockWindowWidth(width);
  const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  expect(renderHook(() => useMainDialogFullScreen(), { wrapper }).result.current).toBe(full);
});
