import { createContext, useContext } from 'react';
import Head from 'next/head';
import { absoluteUrl } from '@/lib/absolute-url';
import { JsonLd } from './json-ld';

export const SITE_NAME = 'LMT Mixtapes';
export const SITE_TITLE = 'Free Mixtapes Updated Daily';

/**
 * The site's public base URL (APP_URL), handed to a server-rendered page in its props and provided by _app:
 * canonical links, Open Graph URLs and images must be absolute. Empty on pages that do not pass it.
 */
export const SiteUrlContext = createContext('');

interface SeoProps {
  title?: string;
  description: string;
  image?: string | null;
  /** The page's own path: its canonical link and og:url. */
  path?: string;
  /** A schema.org description of the page's subject (see json-ld.tsx). */
  jsonLd?: Record<string, unknown>;
  /** Kept out of search engines (the console): its headers say so too. */
  noindex?: boolean;
}

/** Title, description, canonical link, social cards and structured data for a server-rendered page. */
export function Seo({ title, description, image, path, jsonLd, noindex }: SeoProps) {
  const siteUrl = useContext(SiteUrlContext);
  const fullTitle = title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
  const url = path !== undefined ? absoluteUrl(siteUrl, path) : undefined;
  const imageUrl = image ? absoluteUrl(siteUrl, image) : undefined;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      {url && <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:type" content={jsonLd?.['@type'] === 'MusicAlbum' ? 'music.album' : 'website'} />
      <meta property="og:title" content={title ?? SITE_TITLE} />
      <meta property="og:description" content={description} />
      {url && <meta property="og:url" content={url} />}
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? SITE_TITLE} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {jsonLd && <JsonLd data={jsonLd} />}
    </Head>
  );
}
