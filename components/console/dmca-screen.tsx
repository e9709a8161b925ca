import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { useConsoleAllowed, useConsoleList, usePageFor } from '@/hooks/console/use-console';
import type { DmcaNotice } from '@/lib/contracts/admin';
import { ConsoleFrame } from './console-frame';
import { ConsoleList } from './console-list';
import { ConsoleCard, FilterToggle, StatusChip, When, plural } from './console-parts';

// The copyright notices, newest first, each leading to its page (components/console/notice-screen.tsx).

/** Each filter: how its notices are counted, and what it says when it has none. */
const NOTICE_FILTERS = [
  { value: 'all', label: 'All', counted: (n: number) => plural(n, 'notice'), empty: { title: 'No DMCA notices yet', message: 'Notices sent from the DMCA page show here.' } },
  { value: 'new', label: 'New', counted: (n: number) => plural(n, 'new notice'), empty: { title: 'No new notices', message: 'Nothing waits for an answer.' } },
  { value: 'taken_down', label: 'Taken down', counted: (n: number) => `${plural(n, 'notice')} with works taken down`, empty: { title: 'Nothing taken down', message: 'No notice has anything taken down under it.' } },
  { value: 'rejected', label: 'Rejected', counted: (n: number) => plural(n, 'rejected notice'), empty: { title: 'No rejected notices', message: 'A notice rejected with a reason shows here.' } },
  { value: 'restored', label: 'Restored', counted: (n: number) => plural(n, 'restored notice'), empty: { title: 'No restored notices', message: 'A notice restored after a counter-notice shows here.' } },
] as const;
type NoticeFilter = (typeof NOTICE_FILTERS)[number]['value'];

/** Works counted as people say them: "1 mixtape and 12 tracks", '' for none. */
export function countWorks({ mixtapes, tracks }: DmcaNotice['named']): string {
  return [mixtapes.length && plural(mixtapes.length, 'mixtape'), tracks.length && plural(tracks.length, 'track')].filter(Boolean).join(' and ');
}

function NoticeCard({ notice }: { notice: DmcaNotice }) {
  return (
    <ConsoleCard
      heading={
        <Link component={PageLink} href={`/admin/dmca/${notice.id}`}>
          {notice.reference}
        </Link>
      }
      aside={<StatusChip status={notice.status} />}
    >
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {notice.name} · {notice.email}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ my: 0.5, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere' }}>
        {notice.copyrighted_work}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {countWorks(notice.named) ? `Names ${countWorks(notice.named)} on this site` : 'Names nothing on this site'} · Received <When iso={notice.created_at} />
      </Typography>
    </ConsoleCard>
  );
}

/** The copyright notices, newest first, of one status or all. */
export function DmcaScreen() {
  const allowed = useConsoleAllowed('admin');
  const [status, setStatus] = useState<NoticeFilter>('all');
  const [page, setPage] = usePageFor(status);
  const notices = useConsoleList('dmca', { status, page }, (service, query) => service.listNotices(query), allowed);
  const filter = NOTICE_FILTERS.find((option) => option.value === status)!;
  return (
    <ConsoleFrame title="DMCA notices" role="admin" actions={<FilterToggle label="Notices to show" value={status} options={NOTICE_FILTERS} onChange={setStatus} />}>
      <ConsoleList query={notices} summary={filter.counted} empty={filter.empty} onPage={setPage}>
        {(notice) => <NoticeCard notice={notice} />}
      </ConsoleList>
    </ConsoleFrame>
  );
}
