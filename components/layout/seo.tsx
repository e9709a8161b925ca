import Head from 'next/head';

export const SITE_NAME = 'LMT Mixtapes';
export const SITE_TITLE = 'Free Mixtapes Updated Daily';

interface SeoProps {
  title?: string;
  description: string;
  image?: string | null;
}

/** Title, description and social cards for a server-rendered page. */
export function Seo({ title, description, image }: SeoProps) {
  const fullTitle = title ? `${title} | ${SITE_TITLE}` : SITE_TITLE;
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title ?? SITE_TITLE} />
      <meta property="og:description" content={description} />
      {image && <meta property="og:image" content={image} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </Head>
  );
}
