import { useRef, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PageLink } from '@/components/common/page-link';
import { QueryState } from '@/components/common/query-state';
import { EmptyState } from '@/components/library/library-frame';
import { useConsoleAccess, useConsoleList } from '@/hooks/use-console';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { MemberSummary } from '@/lib/contracts/admin';
import type { GrantedRole } from '@/lib/contracts/auth';
import type { PageMeta } from '@/lib/contracts/common';
import { formatCount, formatDate } from '@/lib/format';
import { ConsoleFrame } from './console-frame';
import { ConsolePager } from './console-parts';

// Members, found by id, username, name or email; and the pieces the console's other lists share with this one
// (the search box, the list with its count, pager and empty state).

/** "1 member", "1,204 members". */
export const counted = (n: number, word: string) => `${formatCount(n)} ${word}${n === 1 ? '' : 's'}`;

/** A console search: what is typed, sent once typing pauses; a new search starts again from its first page. */
export function useConsoleSearch() {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), 350);
  const [paging, setPaging] = useState({ query, page: 1 });
  return { text, setText, query, page: paging.query === query ? paging.page : 1, setPage: (page: number) => setPaging({ query, page }) };
}

/** The search box beside a console list's heading. */
export function SearchField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: '100%', sm: 360 } }}
      slotProps={{
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface ConsoleListProps<T> {
  list: UseQueryResult<{ data: T[]; meta: PageMeta }>;
  /** What the list holds in all, said again (to a screen reader too) as a search or a filter changes it. */
  summary: (total: number) => string;
  empty: { title: string; message: string };
  onPage: (page: number) => void;
  children: (item: T) => ReactNode;
}

/** A page of a console list: its count (an h2), its items, its pager; what is missing while it loads or when it is empty. */
export function ConsoleList<T extends { id: number | string }>({ list, summary, empty, onPage, children }: ConsoleListProps<T>) {
  const top = useRef<HTMLDivElement>(null);
  const { data } = list;
  if (!data) return <QueryState isLoading={list.isLoading} error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <>
      {/* A live region: a new search or filter is heard by its count, or by the list being empty. */}
      <Box ref={top} role="status" sx={{ scrollMarginTop: 80 }}>
        {data.data.length ? (
          <Typography component="h2" color="textSecondary" sx={{ fontWeight: 600, mb: 1.5 }}>
            {summary(data.meta.total)}
          </Typography>
        ) : (
          <EmptyState title={empty.title} message={empty.message} />
        )}
      </Box>
      {data.data.length > 0 && (
        <Stack component="ul" spacing={1.5} aria-busy={list.isPlaceholderData} sx={{ listStyle: 'none', p: 0, m: 0, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
          {data.data.map((item) => (
            <li key={item.id}>{children(item)}</li>
          ))}
        </Stack>
      )}
      <ConsolePager
        meta={data.meta}
        onPage={(page) => {
          onPage(page);
          top.current?.scrollIntoView?.({ block: 'start' });
        }}
      />
    </>
  );
}

/** The roles an admin grants, by name (every account is a member). */
export const ROLE_NAMES: Record<GrantedRole, string> = { creator: 'Creator', moderator: 'Moderator', admin: 'Admin' };

/** What sets a member apart: their roles beyond member, premium, two-factor codes, a suspension, a bar from commenting. */
export function MemberChips({ member, now }: { member: MemberSummary; now: number }) {
  const barred = !!member.comment_ban_until && Date.parse(member.comment_ban_until) > now;
  // No warning or info outlines: their text is below 4.5:1 on the light scheme's paper.
  const chips: { label: string; color: 'default' | 'primary' | 'secondary' | 'error' | 'success' }[] = [
    ...member.roles.flatMap((role) => (role === 'member' ? [] : [{ label: ROLE_NAMES[role], color: role === 'admin' ? ('primary' as const) : ('default' as const) }])),
    ...(member.is_premium ? [{ label: 'Premium', color: 'secondary' as const }] : []),
    ...(member.two_factor_enabled ? [{ label: '2FA on', color: 'success' as const }] : []),
    ...(member.suspended_at ? [{ label: 'Suspended', color: 'error' as const }] : []),
    ...(barred ? [{ label: 'Barred from comments', color: 'error' as const }] : []),
  ];
  if (!chips.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {chips.map(({ label, color }) => (
        <Chip key={label} size="small" variant="outlined" color={color} label={label} />
      ))}
    </Stack>
  );
}

function MemberRow({ member, now }: { member: MemberSummary; now: number }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        position: 'relative',
        p: 2,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.2fr) minmax(0, 1.4fr) 8rem' },
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
          {/* The whole card opens the member; the link, named by the username, is what a keyboard or a screen reader meets. */}
          <Link component={PageLink} href={`/admin/members/${member.id}`} color="inherit" underline="hover" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {member.username}
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.fullname}
        </Typography>
      </Box>
      {/* Above the card's link: an email or a phone can be selected and copied. */}
      <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere', position: 'relative', zIndex: 1, justifySelf: 'start' }}>
        {member.email && <div>{member.email}</div>}
        {member.phone && <div>{member.phone}</div>}
        {!member.email && !member.phone && <Box sx={{ color: 'text.secondary' }}>No email or phone</Box>}
      </Typography>
      <MemberChips member={member} now={now} />
      <Typography variant="body2" color="textSecondary" sx={{ textAlign: { md: 'right' } }}>
        Joined {formatDate(member.created_at)}
      </Typography>
    </Paper>
  );
}

/** Every member, newest first, or those a search finds; each opens their page. */
export function MembersScreen() {
  const access = useConsoleAccess();
  const search = useConsoleSearch();
  const [now] = useState(() => Date.now());
  const list = useConsoleList('members', { page: search.page, query: search.query }, (service, query) => service.listMembers(query), access === 'admin' || access === 'moderator');
  return (
    <ConsoleFrame title="Members" role="moderator" actions={<SearchField label="Search by email, username or id" value={search.text} onChange={search.setText} />}>
      <ConsoleList
        list={list}
        onPage={search.setPage}
        summary={(total) => (search.query ? `${counted(total, 'member')} found for “${search.query}”` : counted(total, 'member'))}
        empty={search.query ? { title: 'No members found', message: `Nobody’s id, username, name or email matches “${search.query}”.` } : { title: 'No members yet', message: 'Members show here once they sign up.' }}
      >
        {(member) => <MemberRow member={member} now={now} />}
      </ConsoleList>
    </ConsoleFrame>
  );
}
