import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { useConsoleAction, useConsoleAllowed, useConsoleList, useDialogFor, usePageFor } from '@/hooks/console/use-console';
import type { ReportedComment } from '@/lib/contracts/admin';
import { formatCount } from '@/lib/format';
import { CommentBanDialog } from './comment-ban-dialog';
import { ConsoleFrame } from './console-frame';
import { ConsoleList } from './console-list';
import { ConsoleCard, FilterToggle, MemberLink, StatusChip, TextDialog, When, plural } from './console-parts';

// Reported comments as moderators answer them: hide, restore, dismiss the reports of a shown one, delete, bar the
// author from commenting.

export const NO_OPEN_REPORTS = 'No open reports';
export const NO_REPORTS = 'No reported comments';

const REPORT_FILTERS = [
  { value: 'open', label: 'Open', counted: (n: number) => `${plural(n, 'comment')} with open reports`, empty: { title: NO_OPEN_REPORTS, message: 'Every report is answered: a new one shows here.' } },
  { value: 'all', label: 'All', counted: (n: number) => plural(n, 'reported comment'), empty: { title: NO_REPORTS, message: 'Comments members report show here.' } },
] as const;
type ReportFilter = (typeof REPORT_FILTERS)[number]['value'];

/** What a comment is on: its title, leading to its page while it has one (a deleted mixtape has neither). */
function Subject({ subject }: { subject: ReportedComment['comment']['subject'] }) {
  if (subject.title === null) return <>{`${subject.type} #${subject.id}`}</>;
  return (
    <>
      {`${subject.type} `}
      {subject.path ? (
        <Link component={PageLink} href={subject.path}>
          {subject.title}
        </Link>
      ) : (
        subject.title
      )}
    </>
  );
}

interface ReportActions {
  hide: (id: number) => void;
  restore: (id: number) => void;
  pending: number | undefined;
  onDelete: (report: ReportedComment) => void;
  onBan: (report: ReportedComment) => void;
}

function ReportCard({ report, actions, now }: { report: ReportedComment; actions: ReportActions; now: number }) {
  const { comment } = report;
  const pending = actions.pending === comment.id;
  const barredUntil = comment.author.comment_ban_until && Date.parse(comment.author.comment_ban_until) > now ? comment.author.comment_ban_until : null;
  return (
    <ConsoleCard
      heading={
        <>
          Comment #{comment.id} by <MemberLink member={comment.author} />
        </>
      }
      aside={<StatusChip status={comment.hidden ? 'hidden' : 'visible'} />}
    >
      <Typography variant="body2" color="textSecondary">
        {comment.parent_id === null ? 'On' : `Reply to comment #${comment.parent_id}, on`} <Subject subject={comment.subject} /> · Posted <When iso={comment.created_at} />
      </Typography>
      {barredUntil && (
        <Typography variant="body2" color="error">
          {comment.author.username} is barred from commenting until <When iso={barredUntil} />
        </Typography>
      )}
      <Box component="blockquote" sx={{ m: 0, my: 1.5, pl: 1.5, borderLeft: 3, borderColor: 'divider', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.text}
      </Box>
      <Typography variant="body2">
        {plural(report.reports, 'report')}
        {report.new_reports > 0 && ` · ${formatCount(report.new_reports)} new since review`} · Last reported <When iso={report.last_reported_at} />
      </Typography>
      <Stack component="ul" direction="row" aria-label="Reasons" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, flexWrap: 'wrap', gap: 0.75 }}>
        {report.reasons.map(({ reason, count }) => (
          <li key={reason}>
            <Chip size="small" label={`${reason} × ${formatCount(count)}`} />
          </li>
        ))}
      </Stack>
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        {comment.hidden ? (
          <Button variant="outlined" size="small" loading={pending} onClick={() => actions.restore(comment.id)}>
            Restore
          </Button>
        ) : (
          <>
            <Button variant="outlined" size="small" loading={pending} onClick={() => actions.hide(comment.id)}>
              Hide
            </Button>
            {/* Restoring a shown comment answers its reports: it is fine as it is. */}
            {report.new_reports > 0 && (
              <Button size="small" disabled={pending} onClick={() => actions.restore(comment.id)}>
                Dismiss reports
              </Button>
            )}
          </>
        )}
        <Button size="small" color="error" onClick={() => actions.onDelete(report)}>
          Delete
        </Button>
        <Button size="small" onClick={() => actions.onBan(report)}>
          Bar from commenting
        </Button>
      </Stack>
    </ConsoleCard>
  );
}

/** The reported comments, latest reported first: open ones (reports no moderator answered yet) or all of them. */
export function ReportsScreen() {
  const allowed = useConsoleAllowed('moderator');
  const [status, setStatus] = useState<ReportFilter>('open');
  const [page, setPage] = usePageFor(status);
  const [now] = useState(() => Date.now());
  const reports = useConsoleList('reports', { status, page }, (service, query) => service.listReports(query), allowed);
  const hide = useConsoleAction((service, id: number) => service.hideComment(id));
  const restore = useConsoleAction((service, id: number) => service.restoreComment(id));
  const deleting = useDialogFor<ReportedComment>();
  const remove = useConsoleAction((service, id: number) => service.deleteComment(id), deleting.close);
  const ban = useDialogFor<ReportedComment['comment']['author']>();
  const busy = hide.isPending ? hide.variables : restore.isPending ? restore.variables : undefined;
  const actions: ReportActions = {
    hide: (id) => hide.mutate(id),
    restore: (id) => restore.mutate(id),
    pending: busy,
    onDelete: deleting.show,
    onBan: (report) => ban.show(report.comment.author),
  };
  const filter = REPORT_FILTERS.find((option) => option.value === status)!;
  return (
    <ConsoleFrame title="Reports" role="moderator" actions={<FilterToggle label="Reports to show" value={status} options={REPORT_FILTERS} onChange={setStatus} />}>
      <ConsoleList query={reports} summary={filter.counted} empty={filter.empty} onPage={setPage} itemKey={(report) => report.comment.id}>
        {(report) => <ReportCard report={report} actions={actions} now={now} />}
      </ConsoleList>
      <TextDialog
        open={deleting.open}
        title="Delete the comment and its replies?"
        description={deleting.target && `${deleting.target.comment.author.username}'s comment and every reply to it are deleted for good. The audit log keeps what it said.`}
        confirm="Delete"
        danger
        pending={remove.isPending}
        onClose={deleting.close}
        onSubmit={() => deleting.target && remove.mutate(deleting.target.comment.id)}
      />
      {ban.target && <CommentBanDialog key={ban.target.id} open={ban.open} member={ban.target} bannedUntil={ban.target.comment_ban_until} onClose={ban.close} />}
    </ConsoleFrame>
  );
}
