import { useState } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { useConsoleList } from '@/hooks/use-console';
import type { DmcaNotice } from '@/lib/contracts/admin';
import { ConsoleFrame } from './console-frame';
import { StatusChip, When } from './console-parts';
import { CardList, ConsoleCard, ConsoleList, FilterToggle, plural, useConsoleAllowed, usePageFor } from './reports-screen';

// The copyright notices, newest first, each leading to its page (components/console/notice-screen.tsx).

const NOTICE_FILTERS = [
  { value: 'all', label: 'All', empty: 'No DMCA notices yet.' },
  { value: 'new', label: 'New', empty: 'No new notices.' },
  { value: 'taken_down', label: 'Taken down', empty: 'No notice has anything taken down under it.' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected notices.' },
  { value: 'restored', label: 'Restored', empty: 'No restored notices.' },
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
  return (
    <ConsoleFrame title="DMCA notices" role="admin" actions={<FilterToggle label="Notices to show" value={status} options={NOTICE_FILTERS} onChange={setStatus} />}>
      <ConsoleList query={notices} empty={NOTICE_FILTERS.find((filter) => filter.value === status)!.empty} onPage={setPage}>
        {(items) => (
          <CardList>
            {items.map((notice) => (
              <NoticeCard key={notice.id} notice={notice} />
            ))}
          </CardList>
        )}
      </ConsoleList>
    </ConsoleFrame>
  );
}
