import type { GetServerSideProps } from 'next';
import { isOutboxEnabled } from '../adapters/outbox';
import { hasDevToolsKey, isDevToolsKey, setDevToolsCookie } from '../http/dev-tools';

/**
 * /dev/outbox exists only where its API answers: outbox on, and the development tools' key presented. The address
 * the start log prints carries the key once (`?key=`): it becomes a cookie, and the page reloads without it, so
 * the key stays out of the history and of any Referer.
 */
export const outboxPageProps: GetServerSideProps = async ({ req, res, query }) => {
  if (!isOutboxEnabled()) return { notFound: true };
  if (isDevToolsKey(query.key)) {
    setDevToolsCookie(req, res);
    return { redirect: { destination: '/dev/outbox', permanent: false } };
  }
  return hasDevToolsKey(req) ? { props: {} } : { notFound: true };
};
