import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import { PageLink } from '@/components/common/page-link';
import { useConsoleAction, useConsoleAllowed, useConsoleList, useDialogFor, usePageFor } from '@/hooks/console/use-console';
import type { ConsoleClaim } from '@/lib/contracts/profiles';
import { PROFILE_KIND_LABELS, PROFILE_KIND_NAMES, profilePath } from '@/lib/profiles';
import { ConsoleFrame } from './console-frame';
import { ConsoleList } from './console-list';
import { ConsoleCard, FilterToggle, MemberLink, StatusChip, TextDialog, When, plural } from './console-parts';

// Creators' claims on artists, DJs and podcasts (admins; see docs/product.md, The console): approved, the creator
// publishes under the profile; refused, nothing changes. Each card shows who publishes under the profile now, and an
// owner can be unlinked from there.

const CLAIM_FILTERS = [
  { value: 'pending', label: 'Waiting', counted: (n: number) => `${plural(n, 'claim')} waiting`, empty: { title: 'No claims waiting', message: 'A creator’s claim on an artist, DJ or podcast shows here.' } },
  { value: 'approved', label: 'Approved', counted: (n: number) => plural(n, 'approved claim'), empty: { title: 'No approved claims', message: 'A claim you approve shows here.' } },
  { value: 'refused', label: 'Refused', counted: (n: number) => plural(n, 'refused claim'), empty: { title: 'No refused claims', message: 'A claim you refuse shows here.' } },
  { value: 'all', label: 'All', counted: (n: number) => plural(n, 'claim'), empty: { title: 'No claims yet', message: 'A creator’s claim on an artist, DJ or podcast shows here.' } },
] as const;
type ClaimFilter = (typeof CLAIM_FILTERS)[number]['value'];

type Owner = ConsoleClaim['owners'][number];

function Owners({ claim, onUnlink }: { claim: ConsoleClaim; onUnlink: (owner: Owner) => void }) {
  if (!claim.owners.length) return <Typography variant="body2">Nobody publishes under it yet.</Typography>;
  return (
    <Box>
      <Typography variant="body2" color="textSecondary">
        Publishes under it now:
      </Typography>
      <Stack component="ul" aria-label={`Who publishes as ${claim.profile.name}`} spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {claim.owners.map((owner) => (
          <Stack component="li" key={owner.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <MemberLink member={owner} />
            <Button size="small" color="error" aria-label={`Unlink ${owner.username}`} onClick={() => onUnlink(owner)}>
              Unlink
            </Button>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}

function ClaimCard({ claim }: { claim: ConsoleClaim }) {
  const approve = useConsoleAction((service) => service.approveClaim(claim.id));
  const refuse = useConsoleAction((service) => service.refuseClaim(claim.id));
  const unlinking = useDialogFor<Owner>();
  const unlink = useConsoleAction((service, owner: Owner) => service.setProfileOwner(owner.id, claim.profile.kind, claim.profile.id, false), unlinking.close);
  const deciding = approve.isPending || refuse.isPending;
  const named = `the ${PROFILE_KIND_NAMES[claim.profile.kind]} ${claim.profile.name}`;
  return (
    <ConsoleCard
      heading={
        <Link component={PageLink} href={profilePath(claim.profile)}>
          {claim.profile.name}
        </Link>
      }
      aside={<StatusChip status={claim.status} />}
    >
      <Typography variant="body2" color="textSecondary">
        {PROFILE_KIND_LABELS[claim.profile.kind]} · Claimed by <MemberLink member={claim.creator} /> · <When iso={claim.created_at} />
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1.5 }}>{claim.note}</Typography>
      <Owners claim={claim} onUnlink={unlinking.show} />
      {claim.decided_at && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {claim.status === 'approved' ? 'Approved' : 'Refused'}
          {claim.decided_by && (
            <>
              {' by '}
              <MemberLink member={claim.decided_by} />
            </>
          )}{' '}
          · <When iso={claim.decided_at} />
        </Typography>
      )}
      {claim.status === 'pending' && (
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button variant="contained" size="small" startIcon={<CheckRounded />} disabled={deciding} loading={approve.isPending} onClick={() => approve.mutate(undefined)}>
            Approve
          </Button>
          <Button variant="outlined" size="small" startIcon={<CloseRounded />} disabled={deciding} loading={refuse.isPending} onClick={() => refuse.mutate(undefined)}>
            Refuse
          </Button>
        </Stack>
      )}
      <TextDialog
        open={unlinking.open}
        title={`Unlink ${unlinking.target?.username ?? ''}`}
        description={`${unlinking.target?.username ?? ''} will no longer publish as ${named}. What they published stays where it is.`}
        confirm="Unlink"
        danger
        pending={unlink.isPending}
        onClose={unlinking.close}
        onSubmit={() => unlinking.target && unlink.mutate(unlinking.target)}
      />
    </ConsoleCard>
  );
}

/** The claims waiting, oldest first (answered in the order they came), or those of another status, newest first. */
export function ClaimsScreen() {
  const allowed = useConsoleAllowed('admin');
  const [status, setStatus] = useState<ClaimFilter>('pending');
  const [page, setPage] = usePageFor(status);
  const claims = useConsoleList('claims', { status, page }, (service, query) => service.listClaims(query), allowed);
  const filter = CLAIM_FILTERS.find((option) => option.value === status)!;
  return (
    <ConsoleFrame title="Claims" role="admin" actions={<FilterToggle label="Claims to show" value={status} options={CLAIM_FILTERS} onChange={setStatus} />}>
      <ConsoleList query={claims} summary={filter.counted} empty={filter.empty} onPage={setPage}>
        {(claim) => <ClaimCard claim={claim} />}
      </ConsoleList>
    </ConsoleFrame>
  );
}
