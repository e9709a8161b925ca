import type { GetServerSideProps } from 'next';
import { isOutboxEnabled } from '../adapters/outbox';
import { isLocalRequest } from '../http/local-request';

/** /dev/outbox exists only where its API answers: outbox on, and the request made on this machine. */
export const outboxPageProps: GetServerSideProps = async ({ req }) =>
  isOutboxEnabled() && isLocalRequest(req) ? { props: {} } : { notFound: true };
