import { CHARTS } from '@/lib/charts';
import { chartSchema, type Chart } from '@/lib/contracts/charts';
import { getChart } from '../discovery/charts';
import { asReply } from './catalog';

// The charts page's cached render: the latest chart of each kind, as GET /charts/{chart} answers it, so its tabs
// switch without a call.

export const latestChartsForPage = (): Promise<Chart[]> => Promise.all(CHARTS.map(async (chart) => asReply(chartSchema, await getChart(chart))));
