import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { LOCAL_KEYS } from '@/services/storage-keys';
import { DEFAULT_THEME_MODE, PRIMARY } from '@/theme/theme';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en" suppressHydrationWarning>
      <Head>
        <DocumentHeadTags {...props} />
        <meta name="theme-color" content={PRIMARY} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
      </Head>
      <body>
        {/* Applies the saved light/dark mode before the first paint. */}
        <InitColorSchemeScript attribute="class" modeStorageKey={LOCAL_KEYS.theme} defaultMode={DEFAULT_THEME_MODE} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
