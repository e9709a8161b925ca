import axios from 'axios';

export interface OutboxMessage {
  to: string;
  channel: string;
  subject: string | null;
  text: string;
  createdAt: string;
}

/**
 * The outbox is this app's own development tool, served next to the API rather than inside a version,
 * so it is fetched from the site's origin whatever API base the site is pointed at.
 */
export async function getOutbox(): Promise<OutboxMessage[]> {
  return (await axios.get<{ data: OutboxMessage[] }>('/api/dev/outbox')).data.data;
}
