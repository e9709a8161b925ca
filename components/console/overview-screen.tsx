import { useEffect, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { useConsoleAccess, useConsoleItem } from '@/hooks/console/use-console';
import type { Overview, OverviewDay } from '@/lib/contracts/admin';
import { formatCount, formatMoney } from '@/lib/format';
import { ConsoleFrame } from './console-frame';
import { ConsoleQueryState } from './console-list';

// The console's first page, for admins: what waits for the team, today, and the last 30 days. The numbers come
// first, as text; the charts (@mui/x-charts) load after them.

const DailyChart = dynamic(() => import('./overview-charts'), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={220} aria-hidden />,
});

type Counted = Exclude<keyof OverviewDay, 'date' | 'revenue'>;

const COUNTS: { key: Counted; label: string }[] = [
  { key: 'plays', label: 'Plays' },
  { key: 'new_members', label: 'New members' },
  { key: 'uploads', label: 'Uploads' },
  { key: 'purchases', label: 'Purchases' },
];

const WAITING = [
  { key: 'reports', label: 'Open reports', href: '/admin/reports' },
  { key: 'notices', label: 'New DMCA notices', href: '/admin/dmca' },
  { key: 'messages', label: 'New messages', href: '/admin/contact' },
] as const;

const CHARTS: { title: string; series: { key: Exclude<keyof OverviewDay, 'date'>; label: string }[]; money?: boolean }[] = [
  { title: 'Plays', series: [{ key: 'plays', label: 'Plays' }] },
  { title: 'New members and uploads', series: [{ key: 'new_members', label: 'New members' }, { key: 'uploads', label: 'Uploads' }] },
  { title: 'Purchases', series: [{ key: 'purchases', label: 'Purchases' }] },
  { title: 'Revenue', series: [{ key: 'revenue', label: 'Revenue' }], money: true },
];

function Figure({ label, value, href }: { label: string; value: string; href?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.3 }}>
        {href ? (
          <Box component={PageLink} href={href} aria-label={`${label}: ${value}`} sx={{ color: 'inherit', textUnderlineOffset: 4 }}>
            {value}
          </Box>
        ) : (
          value
        )}
      </Typography>
    </Paper>
  );
}

function Figures({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(160px, 1fr))' } }}>
      {children}
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The sum of one figure over the days. */
const total = (days: OverviewDay[], key: Exclude<keyof OverviewDay, 'date'>) => days.reduce((sum, day) => sum + day[key], 0);

function OverviewBody({ overview }: { overview: Overview }) {
  const { today, days, currency, open } = overview;
  return (
    <>
      <Section id="waiting-heading" title="Waiting for the team">
        <Figures>
          {WAITING.map(({ key, label, href }) => (
            <Figure key={key} label={label} value={formatCount(open[key])} href={href} />
          ))}
        </Figures>
      </Section>
      <Section id="today-heading" title="Today (UTC)">
        <Figures>
          {COUNTS.map(({ key, label }) => (
            <Figure key={key} label={label} value={formatCount(today[key])} />
          ))}
          <Figure label="Revenue" value={formatMoney(today.revenue, currency)} />
        </Figures>
      </Section>
      <Section id="month-heading" title="Last 30 days">
        <Figures>
          {COUNTS.map(({ key, label }) => (
            <Figure key={key} label={label} value={formatCount(total(days, key))} />
          ))}
          <Figure label="Revenue" value={formatMoney(total(days, 'revenue'), currency)} />
        </Figures>
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {CHARTS.map(({ title, series, money }) => (
            <Paper key={title} variant="outlined" component="figure" aria-labelledby={`${series[0].key}-chart`} sx={{ m: 0, p: 2, minWidth: 0 }}>
              <Typography component="figcaption" id={`${series[0].key}-chart`} sx={{ fontWeight: 700, mb: 1 }}>
                {title} per day
              </Typography>
              <DailyChart days={days} series={series} currency={money ? currency : undefined} />
            </Paper>
          ))}
        </Box>
      </Section>
    </>
  );
}

/** The overview, for admins; a moderator, whose console is reports and members, is sent to the reports. */
export function OverviewScreen() {
  const access = useConsoleAccess();
  const router = useRouter();
  const overview = useConsoleItem('overview', 'now', (service) => service.getOverview(), access === 'admin');
  useEffect(() => {
    if (access === 'moderator') void router.replace('/admin/reports');
  }, [access, router]);
  return (
    <ConsoleFrame title="Overview" role="admin">
      {overview.data ? <OverviewBody overview={overview.data} /> : <ConsoleQueryState query={overview} />}
    </ConsoleFrame>
  );
}
