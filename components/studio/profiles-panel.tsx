import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageLink } from '@/components/common/page-link';
import { loadInBrowser } from '@/components/common/with-mui';
import { studioErrorMessage, useStudioProfiles } from '@/hooks/studio/use-studio';
import type { Claim, ClaimStatus, Profile } from '@/lib/contracts/profiles';
import { PROFILE_KIND_LABELS, profilePath } from '@/lib/profiles';
import { formatDate } from '@/lib/format';

// The artists, DJs and podcasts a creator publishes under, and their claims on others (see docs/product.md, The
// studio): a release goes out only under one of these, or under a new name, which becomes theirs.

export const NO_PROFILES_MESSAGE = 'None yet: the artist and DJ of your first release become yours when you publish it.';

// Its text fields load after the panel: the studio's first screen has no form field otherwise.
const ClaimForm = loadInBrowser(() => import('./claim-form').then((m) => m.ClaimForm));

const CLAIM_LOOK: Record<ClaimStatus, { label: string; color: 'default' | 'success' | 'warning' }> = {
  pending: { label: 'Waiting', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  refused: { label: 'Refused', color: 'default' },
};

function ProfileName({ profile }: { profile: Profile }) {
  return (
    <>
      <Link component={PageLink} href={profilePath(profile)} sx={{ fontWeight: 600 }}>
        {profile.name}
      </Link>
      <Typography component="span" variant="body2" color="textSecondary">
        {` · ${PROFILE_KIND_LABELS[profile.kind]}`}
      </Typography>
    </>
  );
}

function ClaimRow({ claim }: { claim: Claim }) {
  const look = CLAIM_LOOK[claim.status];
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ProfileName profile={claim.profile} />
        <Typography variant="body2" color="textSecondary">
          Asked {formatDate(claim.created_at)}
          {claim.decided_at && ` · answered ${formatDate(claim.decided_at)}`}
        </Typography>
      </Box>
      {/* Filled: outlined, the warning colour is text below 4.5:1 on the light page. */}
      <Chip size="small" label={look.label} color={look.color} variant={look.color === 'default' ? 'outlined' : 'filled'} />
    </Box>
  );
}

/** The creator's profiles, their claims with where each stands, and the form to claim another. */
export function ProfilesPanel() {
  const { data, error, isLoading } = useStudioProfiles(true);
  return (
    <Paper component="section" variant="outlined" aria-labelledby="your-profiles" id="profiles" sx={{ p: { xs: 2, sm: 3 }, mt: 4, scrollMarginTop: 80 }}>
      <Typography variant="h5" component="h2" id="your-profiles" sx={{ mb: 0.5 }}>
        Your profiles
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        You publish as these artists, DJs and podcasts. A new name becomes yours when you publish under it.
      </Typography>
      {isLoading && <CircularProgress aria-label="Loading your profiles" />}
      {error && <Alert severity="error">{studioErrorMessage(error)}</Alert>}
      {data && (
        <Stack spacing={3}>
          {data.profiles.length ? (
            <Stack component="ul" aria-label="Your profiles" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {data.profiles.map((profile) => (
                <li key={`${profile.kind}:${profile.id}`}>
                  <ProfileName profile={profile} />
                </li>
              ))}
            </Stack>
          ) : (
            <Typography color="textSecondary">{NO_PROFILES_MESSAGE}</Typography>
          )}
          {data.claims.length > 0 && (
            <Box>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                Your claims
              </Typography>
              <Stack component="ul" aria-label="Your claims" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {data.claims.map((claim) => (
                  <ClaimRow key={claim.id} claim={claim} />
                ))}
              </Stack>
            </Box>
          )}
          <ClaimForm />
        </Stack>
      )}
    </Paper>
  );
}
