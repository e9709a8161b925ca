import type { Track } from '@/lib/contracts/catalog';
import { api } from './api-client';

/** One batch of LMT Radio: send `session` back for the next one, so the server never repeats a track. */
export interface RadioBatch {
  session: string;
  data: Track[];
}

export const RADIO_BATCH_SIZE = 10;

export async function getRadioBatch(session: string | null, take = RADIO_BATCH_SIZE): Promise<RadioBatch> {
  const params = session ? { session, take } : { take };
  return (await api.get<RadioBatch>('/radio', { params })).data;
}
