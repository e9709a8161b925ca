import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PageLink } from '@/components/common/page-link';
import { useConsoleAllowed, useConsoleList, usePageFor, useTypedFilter } from '@/hooks/console/use-console';
import { AUDIT_ACTIONS } from '@/lib/audit-actions';
import type { AuditEntry } from '@/lib/contracts/admin';
import { ConsoleFrame } from './console-frame';
import { ConsoleList } from './console-list';
import { ConsoleCard, MemberLink, When, plural } from './console-parts';

// The audit log: every console action, newest first, narrowed to one actor (`?actor=12`: a member's page links here)
// or one action. A table from 600 px, a card per entry on a phone.

export const ACTOR_ERROR = 'A member id is a whole number, such as 12.';
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value of a record, short: long texts cut, lists joined, nothing as 'none'. */
function shown(value: unknown): string {
  if (value === null || value === undefined || (Array.isArray(value) && !value.length)) return 'none';
  const text = typeof value === 'string' ? value : Array.isArray(value) ? value.map(shown).join(', ') : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** What an action changed: the keys of `before` and `after` whose values differ (all of them when one side is empty). */
export function changedKeys(before: unknown, after: unknown): { key: string; before: unknown; after: unknown }[] | null {
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) return null;
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({ key, before: before?.[key], after: after?.[key] })).filter((change) => JSON.stringify(change.before) !== JSON.stringify(change.after));
}

function Change({ entry }: { entry: AuditEntry }) {
  const changes = changedKeys(entry.before, entry.after);
  return (
    <Box sx={{ overflowWrap: 'break-word' }}>
      {changes && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change.key}>
              <Box component="span" sx={{ ...mono, color: 'text.secondary' }}>
                {change.key}
              </Box>
              {`: ${change.before === undefined ? '' : `${shown(change.before)} → `}${shown(change.after)}`}
            </Typography>
          ))}
        </Box>
      )}
      <Box component="details" sx={{ mt: 0.5, '& summary': { cursor: 'pointer', color: 'text.secondary', fontSize: '0.8125rem' } }}>
        <summary>Before and after</summary>
        <Box component="pre" sx={{ ...mono, fontSize: '0.75rem', m: 0, mt: 0.5, whiteSpace: 'pre-wrap' }}>
          {`before: ${JSON.stringify(entry.before, null, 2)}\nafter: ${JSON.stringify(entry.after, null, 2)}`}
        </Box>
      </Box>
    </Box>
  );
}

function Target({ target }: { target: AuditEntry['target'] }) {
  const name = `${target.type} ${/^\d+$/.test(target.id) ? `#${target.id}` : target.id}`;
  if (target.type !== 'user') return <>{name}</>;
  return (
    <Link component={PageLink} href={`/admin/members/${target.id}`}>
      {name}
    </Link>
  );
}

const ActionChip = ({ action }: { action: string }) => <Chip size="small" variant="outlined" label={action} sx={mono} />;
const Ip = ({ ip }: { ip: string | null }) => <Box component="span" sx={mono}>{ip ?? 'unknown'}</Box>;

function EntryTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Audit log entries">
        <TableHead>
          <TableRow>
            {['When', 'Actor', 'Action and target', 'Change', 'IP'].map((name) => (
              <TableCell key={name}>{name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <When iso={entry.created_at} />
              </TableCell>
              <TableCell>
                <MemberLink member={entry.actor} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <ActionChip action={entry.action} />
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  on <Target target={entry.target} />
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 260 }}>
                <Change entry={entry} />
              </TableCell>
              <TableCell sx={{ minWidth: 120, overflowWrap: 'anywhere' }}>
                <Ip ip={entry.ip} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <ConsoleCard
      heading={
        <Box component="span" sx={mono}>
          {entry.action}
        </Box>
      }
      aside={
        <Typography variant="body2" color="textSecondary">
          <When iso={entry.created_at} />
        </Typography>
      }
      sx={{ p: 2 }}
    >
      <Typography sx={{ mb: 1 }}>
        <MemberLink member={entry.actor} /> on <Target target={entry.target} />
      </Typography>
      <Change entry={entry} />
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        IP <Ip ip={entry.ip} />
      </Typography>
    </ConsoleCard>
  );
}

/** The audit log, newest first: by one member, of one action, or all. */
export function AuditScreen() {
  const allowed = useConsoleAllowed('admin');
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const actorFilter = useTypedFilter('actor', 400);
  const [action, setAction] = useState('');
  const actor = actorFilter.value;
  const actorValid = actor === '' || /^[1-9]\d{0,8}$/.test(actor);
  const [page, setPage] = usePageFor(`${actor}|${action}`);
  const log = useConsoleList('audit', { actor: actorValid ? actor : undefined, action, page }, (service, query) => service.listAudit(query), allowed && actorFilter.ready && actorValid);
  const filtered = actorFilter.text !== '' || action !== '';
  return (
    <ConsoleFrame title="Audit log" role="admin">
      <Stack
        component="form"
        role="search"
        aria-label="Filter the audit log"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={(event) => event.preventDefault()}
        sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Actor (member id)"
          type="number"
          size="small"
          value={actorFilter.text}
          onChange={(event) => actorFilter.setText(event.target.value)}
          error={!actorValid}
          helperText={actorValid ? ' ' : ACTOR_ERROR}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
          sx={{ width: { sm: 200 } }}
        />
        <TextField select label="Action" size="small" value={action} onChange={(event) => setAction(event.target.value)} helperText=" " sx={{ width: { sm: 300 } }}>
          <MenuItem value="">Any action</MenuItem>
          {AUDIT_ACTIONS.map((name) => (
            <MenuItem key={name} value={name} sx={mono}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        {filtered && (
          <Button onClick={() => (actorFilter.setText(''), setAction(''))} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, mt: { sm: 0.25 } }}>
            Clear filters
          </Button>
        )}
      </Stack>
      <ConsoleList
        query={log}
        summary={(total) => `${plural(total, 'entry', 'entries')}${filtered ? ' found' : ''}`}
        empty={filtered ? { title: 'No entries found', message: 'No entries match these filters.' } : { title: 'The audit log is empty', message: 'Every console action adds an entry.' }}
        onPage={setPage}
        label="Audit log entries"
        table={phone ? undefined : (entries) => <EntryTable entries={entries} />}
      >
        {(entry) => <EntryCard entry={entry} />}
      </ConsoleList>
    </ConsoleFrame>
  );
}
