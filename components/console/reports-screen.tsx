import { useId, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { QueryState } from '@/components/common/query-state';
import { consoleErrorMessage, useConsoleAccess, useConsoleAction, useConsoleList } from '@/hooks/use-console';
import type { ReportedComment } from '@/lib/contracts/admin';
import type { Paged } from '@/lib/contracts/common';
import { formatCount } from '@/lib/format';
import { CommentBanDialog } from './comment-ban-dialog';
import { ConsoleFrame, type ConsoleRole } from './console-frame';
import { ConsolePager, StatusChip, TextDialog, When } from './console-parts';

// Reported comments as moderators answer them, and the parts the console's lists share (the DMCA notices, the
// audit log): who may load a section, its page, its filter, its cards and the link to a member.

/** Whether the signed-in member may load a section: the frame shows them why not, this keeps its calls from going. */
export function useConsoleAllowed(role: ConsoleRole): boolean {
  const access = useConsoleAccess();
  return access === 'admin' || (access === 'moderator' && role === 'moderator');
}

/** The page of a list, back to the first whenever its filters (`key`) change. */
export function usePageFor(key: string): [number, (page: number) => void] {
  const [paging, setPaging] = useState({ key, page: 1 });
  return [paging.key === key ? paging.page : 1, (page) => setPaging({ key, page })];
}

export const plural = (n: number, word: string, words = `${word}s`) => `${formatCount(n)} ${n === 1 ? word : words}`;

/** What a dialog acts on: kept while it closes, so its words stay through the closing transition. */
export function useDialogFor<T>() {
  const [state, setState] = useState<{ target: T | null; open: boolean }>({ target: null, open: false });
  return { ...state, show: (target: T) => setState({ target, open: true }), close: () => setState((current) => ({ ...current, open: false })) };
}

/** A list's filter beside the page's heading: one of a few values, one always chosen. */
export function FilterToggle<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: V | null) => next && onChange(next)}
      aria-label={label}
      sx={{ maxWidth: '100%', overflowX: 'auto', '& .MuiToggleButton-root': { whiteSpace: 'nowrap', textTransform: 'none', px: 1.25 } }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** A member's name, leading to their page in the console. */
export function MemberLink({ member }: { member: { id: number; username: string } }) {
  return (
    <Link component={PageLink} href={`/admin/members/${member.id}`}>
      {member.username}
    </Link>
  );
}

/** One item of a console list: an article headed by `heading` (an h2), `aside` (its status) beside it. */
export function ConsoleCard({ heading, aside, children }: { heading: ReactNode; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <li>
      <Paper component="article" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
          <Typography variant="h3" component="h2" id={id} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {heading}
          </Typography>
          {aside}
        </Stack>
        {children}
      </Paper>
    </li>
  );
}

/** The cards of a console list. */
export function CardList({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** A console call that failed, with the API's own words (a 404's 'Notice not found', a 403's reason) and a retry. */
export function ConsoleQueryState({ query }: { query: Pick<UseQueryResult, 'isLoading' | 'error' | 'refetch'> }) {
  if (!query.error) return <QueryState isLoading={query.isLoading} error={null} onRetry={() => void query.refetch()} />;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void query.refetch()}>
          Retry
        </Button>
      }
    >
      {consoleErrorMessage(query.error)}
    </Alert>
  );
}

/** A page of a console list: loading, failed, empty (`empty` says so), or its items (dimmed while the next page loads) and the pager. */
export function ConsoleList<T>({ query, empty, onPage, children }: { query: UseQueryResult<Paged<T>>; empty: string; onPage: (page: number) => void; children: (items: T[]) => ReactNode }) {
  const { data, isPlaceholderData } = query;
  if (!data) return <ConsoleQueryState query={query} />;
  if (!data.data.length) return <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>;
  return (
    <Box aria-busy={isPlaceholderData} sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {children(data.data)}
      <ConsolePager meta={data.meta} onPage={onPage} />
    </Box>
  );
}

const REPORT_FILTERS = [
  { value: 'open', label: 'Open' },
  { value: 'all', label: 'All' },
] as const;
type ReportFilter = (typeof REPORT_FILTERS)[number]['value'];

export const NO_OPEN_REPORTS = 'No open reports.';
export const NO_REPORTS = 'No reported comments.';

interface ReportActions {
  hide: (id: number) => void;
  restore: (id: number) => void;
  pending: number | undefined;
  onDelete: (report: ReportedComment) => void;
  onBan: (report: ReportedComment) => void;
}

function ReportCard({ report, actions }: { report: ReportedComment; actions: ReportActions }) {
  const { comment } = report;
  const pending = actions.pending === comment.id;
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
        {comment.parent_id === null ? 'On' : `Reply to comment #${comment.parent_id}, on`} {comment.subject.type} #{comment.subject.id} · Posted <When iso={comment.created_at} />
      </Typography>
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
  return (
    <ConsoleFrame title="Reports" role="moderator" actions={<FilterToggle label="Reports to show" value={status} options={REPORT_FILTERS} onChange={setStatus} />}>
      <ConsoleList query={reports} empty={status === 'open' ? NO_OPEN_REPORTS : NO_REPORTS} onPage={setPage}>
        {(items) => (
          <CardList>
            {items.map((report) => (
              <ReportCard key={report.comment.id} report={report} actions={actions} />
            ))}
          </CardList>
        )}
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
      {ban.target && <CommentBanDialog key={ban.target.id} open={ban.open} member={ban.target} onClose={ban.close} />}
    </ConsoleFrame>
  );
}
