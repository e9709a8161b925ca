import { radioBatchSchema, type RadioBatch } from '@/lib/contracts/telemetry';
import { api, parseReply } from '@/services/common/api-client';

/** One batch of LMT Radio: send `session` back for the next one, so the server never repeats a track. */
export type { RadioBatch } from '@/lib/contracts/telemetry';

export const RADIO_BATCH_SIZE = 10;

export async function getRadioBatch(session: string | null, take = RADIO_BATCH_SIZE): Promise<RadioBatch> {
  const params = session ? { session, take } : { take };
  return parseReply(radioBatchSchema, (await api.get('/radio', { params })).data, 'GET /radio');
}
