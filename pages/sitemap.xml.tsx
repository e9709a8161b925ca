import type { GetServerSideProps } from 'next';
import { sendText, sitemapEntries, sitemapXml } from '@/server/ssr/sitemap';

// Answered whole by getServerSideProps: the page itself never renders.
export default function Sitemap() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  sendText(res, 'application/xml', sitemapXml(await sitemapEntries()));
  return { props: {} };
};
