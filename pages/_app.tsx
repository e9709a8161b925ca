import { useState } from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { AppLayout } from '@/components/layout/app-layout';
import { useAuthSession } from '@/hooks/auth-session';
import { createQueryClient } from '@/hooks/query-client';
import { useAudioSync } from '@/hooks/use-audio-sync';
import { usePlayerRuntime } from '@/hooks/use-player-runtime';
import { useRehydrateStore } from '@/hooks/use-store-hydration';
import { useVisitedRoutes } from '@/hooks/use-visited-routes';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { DEFAULT_THEME_MODE, theme } from '@/theme/theme';

export interface PageProps {
  dehydratedState?: DehydratedState;
}

export default function App(props: AppProps<PageProps>) {
  const { Component, pageProps } = props;
  const [queryClient] = useState(createQueryClient);
  useRehydrateStore();
  useAuthSession();
  useVisitedRoutes();
  useAudioSync();
  usePlayerRuntime(props.router.pathname);

  return (
    <AppCacheProvider {...props}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <ThemeProvider theme={theme} modeStorageKey={LOCAL_KEYS.theme} defaultMode={DEFAULT_THEME_MODE}>
        <CssBaseline enableColorScheme />
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={pageProps.dehydratedState}>
            <AppLayout>
              <Component {...pageProps} />
            </AppLayout>
          </HydrationBoundary>
        </QueryClientProvider>
      </ThemeProvider>
    </AppCacheProvider>
  );
}
