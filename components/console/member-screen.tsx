import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CommentsDisabledRounded from '@mui/icons-material/CommentsDisabledRounded';
import HowToRegRounded from '@mui/icons-material/HowToRegRounded';
import LockResetRounded from '@mui/icons-material/LockResetRounded';
import PersonOffRounded from '@mui/icons-material/PersonOffRounded';
import { PageLink } from '@/components/common/page-link';
import { consoleAllows, useConsoleAccess, useConsoleAction, useConsoleItem } from '@/hooks/console/use-console';
import type { MemberDetail } from '@/lib/contracts/admin';
import type { GrantedRole } from '@/lib/contracts/auth';
import { formatCount, formatDate, formatMoney } from '@/lib/format';
import { useAppStore } from '@/store';
import { CommentBanDialog } from './comment-ban-dialog';
import { ConsoleFrame } from './console-frame';
import { ConsoleQueryState } from './console-list';
import { ConsoleSection, Facts, MemberChips, ROLE_NAMES, StatusChip, TextDialog, When } from './console-parts';

// One member as the team sees them: their account, releases, purchases and comments, and what the team may do:
// suspend or restore them, send a password-reset link, bar them from commenting; admins also grant roles, and go on
// to the member's payments and what they did in the console (the audit log).

/** A short list in a section, or what says it is empty. */
function Rows<T extends { id: number }>({ items, empty, children }: { items: T[]; empty: string; children: (item: T) => ReactNode }) {
  if (!items.length) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item, i) => (
        <Box component="li" key={item.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, py: 1, borderTop: i ? 1 : 0, borderColor: 'divider' }}>
          {children(item)}
        </Box>
      ))}
    </Box>
  );
}

type Asked = 'suspend' | 'reset' | 'ban' | 'grant-admin' | 'remove-admin' | null;

function MemberActions({ member, admin, self }: { member: MemberDetail; admin: boolean; self: boolean }) {
  const [asked, setAsked] = useState<Asked>(null);
  const close = () => setAsked(null);
  const suspend = useConsoleAction((service, reason: string) => service.suspendMember(member.id, reason), close);
  const restore = useConsoleAction((service) => service.restoreMember(member.id));
  const reset = useConsoleAction((service) => service.sendPasswordReset(member.id), close);
  const setRole = useConsoleAction((service, { role, grant }: { role: GrantedRole; grant: boolean }) => service.setMemberRole(member.id, role, grant), close);
  const team = member.roles.includes('moderator') || member.roles.includes('admin');
  // The server refuses these too; the console says why before anyone tries.
  const locked = self ? 'This is your account: another member of the team acts on it.' : team && !admin ? 'Only an admin acts on a member of the site’s team.' : null;
  return (
    <Stack spacing={2}>
      <ConsoleSection title="Actions">
        {locked && (
          <Alert severity="info" role="note" sx={{ mb: 1.5 }}>
            {locked}
          </Alert>
        )}
        <Stack sx={{ alignItems: 'flex-start', gap: 1 }}>
          {member.suspended_at ? (
            <Button variant="outlined" startIcon={<HowToRegRounded />} disabled={!!locked} loading={restore.isPending} onClick={() => restore.mutate(undefined)}>
              Restore
            </Button>
          ) : (
            <Button variant="outlined" color="error" startIcon={<PersonOffRounded />} disabled={!!locked} onClick={() => setAsked('suspend')}>
              Suspend
            </Button>
          )}
          <Button variant="outlined" startIcon={<LockResetRounded />} disabled={!!locked || !member.email} onClick={() => setAsked('reset')}>
            Send password reset
          </Button>
          <Button variant="outlined" startIcon={<CommentsDisabledRounded />} disabled={!!locked} onClick={() => setAsked('ban')}>
            Bar from commenting
          </Button>
        </Stack>
      </ConsoleSection>
      {admin && (
        <ConsoleSection title="Roles">
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            Creators publish in the studio; moderators answer reports and members here; admins do everything, money and roles included.
          </Typography>
          <FormGroup>
            {(Object.keys(ROLE_NAMES) as GrantedRole[]).map((role) => {
              const has = member.roles.includes(role);
              return (
                <FormControlLabel
                  key={role}
                  label={ROLE_NAMES[role]}
                  control={
                    <Switch
                      checked={has}
                      disabled={setRole.isPending || (self && role === 'admin' && has)}
                      onChange={(_, grant) => (role === 'admin' ? setAsked(grant ? 'grant-admin' : 'remove-admin') : setRole.mutate({ role, grant }))}
                    />
                  }
                />
              );
            })}
          </FormGroup>
        </ConsoleSection>
      )}
      <TextDialog
        open={asked === 'suspend'}
        title={`Suspend ${member.username}`}
        description="They are logged out everywhere at once and cannot log in until the account is restored. The reason stays in the audit log."
        label="Reason"
        confirm="Suspend"
        danger
        pending={suspend.isPending}
        onClose={close}
        onSubmit={(reason) => suspend.mutate(reason)}
      />
      <TextDialog
        open={asked === 'reset'}
        title={`Send ${member.username} a password reset`}
        description={`A link to set a new password goes to ${member.email}, as “Forgot password” sends. Their password works until they use it.`}
        confirm="Send the link"
        pending={reset.isPending}
        onClose={close}
        onSubmit={() => reset.mutate(undefined)}
      />
      <TextDialog
        open={asked === 'grant-admin' || asked === 'remove-admin'}
        title={asked === 'remove-admin' ? `Remove ${member.username}’s admin role` : `Make ${member.username} an admin`}
        description={
          asked === 'remove-admin'
            ? 'They lose the admin sections of the console (payments, DMCA notices, roles) at once.'
            : 'Admins see and do everything in the console: payments and refunds, DMCA notices, the inbox and every member’s roles.'
        }
        confirm={asked === 'remove-admin' ? 'Remove admin' : 'Make admin'}
        danger
        pending={setRole.isPending}
        onClose={close}
        onSubmit={() => setRole.mutate({ role: 'admin', grant: asked === 'grant-admin' })}
      />
      <CommentBanDialog open={asked === 'ban'} member={member} bannedUntil={member.comment_ban_until} onClose={close} />
    </Stack>
  );
}

function MemberBody({ member, admin }: { member: MemberDetail; admin: boolean }) {
  const [now] = useState(() => Date.now());
  const self = useAppStore((s) => s.userInfor?.id) === member.id;
  const barredUntil = member.comment_ban_until && Date.parse(member.comment_ban_until) > now ? member.comment_ban_until : null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography color="textSecondary">
          {member.fullname} · #{member.id}
        </Typography>
        <MemberChips member={member} now={now} />
        {/* Admins only: payments and the audit log are theirs. The audit log's actor is who took an action. */}
        {admin && (
          <Stack component="nav" aria-label={`${member.username} elsewhere in the console`} direction="row" sx={{ ml: { sm: 'auto' }, gap: 1 }}>
            <Button size="small" variant="outlined" component={PageLink} href={`/admin/payments?query=${encodeURIComponent(member.username)}`}>
              Payments
            </Button>
            <Button size="small" variant="outlined" component={PageLink} href={`/admin/audit?actor=${member.id}`}>
              Audit log
            </Button>
          </Stack>
        )}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.6fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <ConsoleSection title="Account">
          <Facts
            facts={[
              ['Email', member.email ?? 'None'],
              ['Phone', member.phone ?? 'None'],
              ['Joined', <When key="joined" iso={member.created_at} />],
              ['Premium', member.is_premium ? 'Yes' : 'No'],
              ['Two-factor codes', member.two_factor_enabled ? 'On' : 'Off'],
              ['Roles', ['Member', ...member.roles.flatMap((role) => (role === 'member' ? [] : [ROLE_NAMES[role]]))].join(', ')],
              [
                'Status',
                member.suspended_at ? (
                  <>
                    Suspended <When iso={member.suspended_at} />
                    {member.suspended_reason && `\nReason: ${member.suspended_reason}`}
                  </>
                ) : (
                  'Active'
                ),
              ],
              ['Commenting', barredUntil ? <>Barred until <When iso={barredUntil} /></> : 'Allowed'],
              ['Comments', formatCount(member.comments)],
              ['Reports of their comments', formatCount(member.reports_against)],
            ]}
          />
        </ConsoleSection>
        <MemberActions member={member} admin={admin} self={self} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <ConsoleSection title="Releases">
          <Rows items={member.releases} empty="No releases.">
            {(release) => (
              <>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere', flex: 1 }}>{release.title}</Typography>
                <StatusChip status={release.status} />
                <Typography variant="body2" color="textSecondary">
                  {formatDate(release.created_at)}
                </Typography>
              </>
            )}
          </Rows>
        </ConsoleSection>
        <ConsoleSection title="Purchases">
          <Rows items={member.purchases} empty="No purchases.">
            {(purchase) => (
              <>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere', flex: 1 }}>{purchase.mixtape.title}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatMoney(purchase.amount_cents, purchase.currency)}</Typography>
                <Typography variant="body2" color="textSecondary">
                  {purchase.paid_at ? <>Paid <When iso={purchase.paid_at} /></> : 'Unpaid'}
                </Typography>
              </>
            )}
          </Rows>
        </ConsoleSection>
      </Box>
    </Stack>
  );
}

/** A member's page in the console: `id` from the address, undefined until the router has it. */
export function MemberScreen({ id }: { id: number | undefined }) {
  const access = useConsoleAccess();
  const member = useConsoleItem('member', id, (service) => service.getMember(id!), consoleAllows(access, 'moderator'));
  return (
    <ConsoleFrame
      title={member.data?.username ?? 'Member'}
      role="moderator"
      actions={
        <Button component={PageLink} href="/admin/members" startIcon={<ArrowBackRounded />}>
          All members
        </Button>
      }
    >
      {member.data ? <MemberBody member={member.data} admin={access === 'admin'} /> : <ConsoleQueryState query={member} />}
    </ConsoleFrame>
  );
}
