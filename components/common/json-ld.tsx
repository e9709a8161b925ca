// schema.org structured data for search engines, in a JSON-LD block. A data block, not a script that runs: the
// Content-Security-Policy does not apply to it. '<' is escaped so no text can close the element early.

/** The JSON-LD block; put it in <Head> (Seo does, from its jsonLd prop, built on the server: server/ssr/json-ld.ts). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
