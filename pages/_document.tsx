import { Head, Html, Main, NextScript, type DocumentContext, type DocumentProps } from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { BANNER_SCRIPT } from '@/lib/banner-script';
import { COLOR_SCHEME_SCRIPT } from '@/lib/color-scheme-script';
import { PRIMARY } from '@/theme/constants';
import { THEME_CSS } from '@/theme/theme-css';

export default function Document(props: DocumentProps & DocumentHeadTagsProps) {
  return (
    <Html lang="en" suppressHydrationWarning>
      <Head>
        {/* The theme's CSS variables and baseline for every page, before any component's styles (theme/theme-css.ts). */}
        <style id="theme" dangerouslySetInnerHTML={{ __html: THEME_CSS }} />
        <DocumentHeadTags {...props} />
        <meta name="theme-color" content={PRIMARY} />
        <link rel="icon" href="/favicon.ico" sizes="32x32" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* Installable: added to a phone's home screen, the site opens like an app (public/manifest.webmanifest). */}
        <link rel="manifest" href="/manifest.webmanifest" />
      </Head>
      <body>
        {/* MUI's InitColorSchemeScript, as text: applies the saved light/dark mode before the first paint.
            Its exact text is what the Content-Security-Policy allows by hash (server/http/security-headers.ts). */}
        <script id="mui-color-scheme-init" dangerouslySetInnerHTML={{ __html: COLOR_SCHEME_SCRIPT }} />
        {/* Hides the top banner before the first paint for whoever closed it lately (lib/banner-script.ts). */}
        <script id="banner-init" dangerouslySetInnerHTML={{ __html: BANNER_SCRIPT }} />
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => documentGetInitialProps(ctx);
