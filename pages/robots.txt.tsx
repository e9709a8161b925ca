import type { GetServerSideProps } from 'next';
import { robotsTxt, sendText } from '@/server/ssr/sitemap';

// Answered whole by getServerSideProps: the page itself never renders.
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  sendText(res, 'text/plain', robotsTxt());
  return { props: {} };
};
