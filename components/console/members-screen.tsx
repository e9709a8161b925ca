import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import type { MemberSummary } from '@/lib/contracts/admin';
import { formatDate } from '@/lib/format';
import { SearchedList } from './console-list';
import { ConsoleCard, MemberChips } from './console-parts';

// Members, found by id, username, name or email, each opening their page (components/console/member-screen.tsx).

function MemberCard({ member, now }: { member: MemberSummary; now: number }) {
  return (
    <ConsoleCard
      heading={
        // The whole card opens the member; the link, named by the username, is what a keyboard or a screen reader meets.
        <Link component={PageLink} href={`/admin/members/${member.id}`} color="inherit" underline="hover" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
          {member.username}
        </Link>
      }
      aside={<MemberChips member={member} now={now} />}
      sx={{ position: 'relative', p: 2, '&:hover': { bgcolor: 'action.hover' } }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr) auto' }, columnGap: 2, rowGap: 0.5, alignItems: 'baseline' }}>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {member.fullname}
        </Typography>
        {/* Above the card's link: an email or a phone can be selected and copied. */}
        <Typography variant="body2" component="div" sx={{ minWidth: 0, overflowWrap: 'anywhere', position: 'relative', zIndex: 1, justifySelf: 'start' }}>
          {member.email && <div>{member.email}</div>}
          {member.phone && <div>{member.phone}</div>}
          {!member.email && !member.phone && <Box sx={{ color: 'text.secondary' }}>No email or phone</Box>}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ textAlign: { md: 'right' } }}>
          Joined {formatDate(member.created_at)}
        </Typography>
      </Box>
    </ConsoleCard>
  );
}

const EMPTY = { title: 'No members yet', message: 'Members show here once they sign up.', notFound: (query: string) => `Nobody’s id, username, name or email matches “${query}”.` };

/** Every member, newest first, or those a search finds; each opens their page. */
export function MembersScreen() {
  const [now] = useState(() => Date.now());
  return (
    <SearchedList title="Members" role="moderator" noun="member" label="Search by email, username or id" fetch={(service, query) => service.listMembers(query)} empty={EMPTY}>
      {(member) => <MemberCard member={member} now={now} />}
    </SearchedList>
  );
}
