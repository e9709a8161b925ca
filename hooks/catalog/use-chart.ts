import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ChartKind } from '@/lib/charts';
import { apiErrorMessage, apiErrorStatus } from '@/services/common/api-errors';
import { chartsService } from '@/services/catalog';

/** A week's chart (by its Monday), or the latest: a closed week's never changes, the latest does on Mondays. */
export const chartQueryOptions = (chart: ChartKind, week?: string) =>
  queryOptions({
    queryKey: ['charts', chart, week ?? 'latest'],
    queryFn: async () => (await chartsService()).getChart(chart, week),
    staleTime: week ? Infinity : 30_000,
  });

/** The chart, and the API's word when the week asked for has none (`missing`, a 404 to show as it is). */
export function useChart(chart: ChartKind, week?: string, { enabled = true } = {}) {
  const query = useQuery({ ...chartQueryOptions(chart, week), enabled });
  return { ...query, missing: apiErrorStatus(query.error) === 404 ? apiErrorMessage(query.error) : null };
}
