import type { ChartKind } from '@/lib/charts';
import { chartSchema, type Chart } from '@/lib/contracts/charts';
import { api, parseReply } from '@/services/common/api-client';

/** A week's chart by its Monday, or the latest without one. */
export async function getChart(chart: ChartKind, week?: string): Promise<Chart> {
  const path = `/charts/${chart}`;
  return parseReply(chartSchema, (await api.get(path, { params: week ? { week } : {} })).data, `GET ${path}`);
}
