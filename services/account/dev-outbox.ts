import axios from 'axios';
import { outboxListSchema, type OutboxMessage } from '@/lib/contracts/dev-outbox';
import { parseReply } from '@/services/common/api-client';

export type { OutboxMessage } from '@/lib/contracts/dev-outbox';

/**
 * The outbox is this app's own development tool, served next to the API rather than inside a version,
 * so it is fetched from the site's origin whatever API base the site is pointed at.
 */
export async function getOutbox(): Promise<OutboxMessage[]> {
  return parseReply(outboxListSchema, (await axios.get('/api/dev/outbox')).data, 'GET /api/dev/outbox').data;
}
