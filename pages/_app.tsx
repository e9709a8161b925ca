import { useState } from 'react';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import { HydrationBoundary, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { AppLayout } from '@/components/layout';
import { AppRuntime } from '@/components/layout';
import { ErrorBoundary } from '@/components/layout';
import { SiteUrlContext } from '@/components/common/seo';
import { StyleCacheContext } from '@/components/common/style-cache';
import { createQueryClient } from '@/services/common/query-client';

export interface PageProps {
  dehydratedState?: DehydratedState;
  /** APP_URL, from a server-rendered page's props: its absolute links (components/common/seo.tsx). */
  siteUrl?: string;
}

/**
 * No MUI here: the theme's CSS comes with the document (theme/theme-css.ts) and MUI's ThemeProvider wraps only
 * what uses MUI components (components/common/mui-provider.tsx), so the first screen loads none of it. The server
 * render's emotion cache (from _document) is handed down for those parts.
 */
export default function App(props: AppProps<PageProps> & { emotionCache?: unknown }) {
  const { Component, pageProps, emotionCache } = props;
  const [queryClient] = useState(createQueryClient);

  return (
    <StyleCacheContext.Provider value={emotionCache ?? null}>
      <SiteUrlContext.Provider value={pageProps.siteUrl ?? ''}>
        <Head>
          <meta name="viewport" content="width=device-width, initial-scale=1" />
        </Head>
        <QueryClientProvider client={queryClient}>
          <HydrationBoundary state={pageProps.dehydratedState}>
            <AppLayout>
              <ErrorBoundary path={props.router.pathname}>
                <Component {...pageProps} />
              </ErrorBoundary>
            </AppLayout>
            {/* After the layout, so its effects run after the page's, as they did when they lived in App itself. */}
            <AppRuntime pathname={props.router.pathname} />
          </HydrationBoundary>
        </QueryClientProvider>
      </SiteUrlContext.Provider>
    </StyleCacheContext.Provider>
  );
}
