import { BarChart } from '@mui/x-charts/BarChart';
import type { OverviewDay } from '@/lib/contracts/admin';
import { formatDate, formatMoney } from '@/lib/format';

// The overview's charts, with @mui/x-charts: loaded with the overview only (components/console/overview-screen.tsx),
// after its numbers are on screen.

interface DailyChartProps {
  days: OverviewDay[];
  /** What is counted, one bar per day each. */
  series: { key: Exclude<keyof OverviewDay, 'date'>; label: string }[];
  /** Revenue is money: its axis and tooltip say so. */
  currency?: string;
}

const shortDay = (date: string) => formatDate(date).slice(0, 5);

/** A bar per day (UTC) of the last 30 days, oldest first. */
export default function DailyChart({ days, series, currency }: DailyChartProps) {
  const money = (cents: number | null) => (currency ? formatMoney(cents ?? 0, currency) : String(cents ?? 0));
  return (
    <BarChart
      height={220}
      margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      xAxis={[{ scaleType: 'band', data: days.map((day) => shortDay(day.date)), tickLabelMinGap: 12 }]}
      yAxis={[{ width: currency ? 64 : 40, valueFormatter: (value: number) => (currency ? money(value) : String(value)) }]}
      series={series.map(({ key, label }) => ({ data: days.map((day) => day[key]), label, valueFormatter: money }))}
      hideLegend={series.length === 1}
      grid={{ horizontal: true }}
      skipAnimation
    />
  );
}
