import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { theme } from '@/theme/theme';

/** Renders with the app's theme and a react-query client that does not retry. */
export function renderWithProviders(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme} modeStorageKey="theme" defaultMode="dark">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ThemeProvider>
  );
  return { queryClient, ...render(ui, { wrapper: Wrapper }) };
}

/** Links the site follows by a click in code (downloads, receipts) go to `onFollow` instead of navigating jsdom. */
export function followLinksInPlace(onFollow: (link: HTMLAnchorElement) => void) {
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    onFollow(this);
  });
}
