import type { ReactNode } from 'react';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SecondFactorIntros } from '@/components/account';
import { SecondFactorPrompt } from '@/components/account';
import { PageLink } from '@/components/common/page-link';
import { GatedPageHeading, GatedPageRefusal } from '@/components/common/gated-page';
import { GuestPrompt } from '@/components/common/library-frame';
import { consoleAllows, useConsoleAccess, type ConsoleRole } from '@/hooks/console/use-console';
import { SECOND_FACTOR_FRESH_MINUTES } from '@/lib/second-factor';

/** The console's sections: moderators answer reports and members; everything else is for admins. */
export const CONSOLE_SECTIONS: readonly { href: string; label: string; role: ConsoleRole }[] = [
  { href: '/admin', label: 'Overview', role: 'admin' },
  { href: '/admin/reports', label: 'Reports', role: 'moderator' },
  { href: '/admin/dmca', label: 'DMCA notices', role: 'admin' },
  { href: '/admin/contact', label: 'Inbox', role: 'admin' },
  { href: '/admin/payments', label: 'Payments', role: 'admin' },
  { href: '/admin/members', label: 'Members', role: 'moderator' },
  { href: '/admin/claims', label: 'Claims', role: 'admin' },
  { href: '/admin/audit', label: 'Audit log', role: 'admin' },
];

export const CONSOLE_GUEST_MESSAGE = 'Log in with a team account to use the console.';
export const CONSOLE_REFUSED_MESSAGE = "The console is for the site's moderators and admins.";
export const CONSOLE_TWO_FACTOR_MESSAGE = 'Console accounts must have two-factor codes turned on. Turn them on in Account settings, then come back.';
export const CONSOLE_ADMIN_ONLY_MESSAGE = 'This section is for admins.';
/** Why the console's code dialog asks: a session begun with the password alone, or an act that wants a recent code. */
export const SECOND_FACTOR_INTROS: SecondFactorIntros = {
  session: 'You logged in without a two-factor code. The console needs one.',
  fresh: `This action needs a two-factor code from the last ${SECOND_FACTOR_FRESH_MINUTES} minutes.`,
};

function sectionOf(pathname: string) {
  return [...CONSOLE_SECTIONS].reverse().find(({ href }) => pathname === href || pathname.startsWith(`${href}/`)) ?? CONSOLE_SECTIONS[0];
}

function ConsoleNav({ admin }: { admin: boolean }) {
  const { pathname } = useRouter();
  const current = sectionOf(pathname);
  return (
    <Box component="nav" aria-label="Console" sx={{ overflowX: 'auto', borderBottom: 1, borderColor: 'divider', mb: 3 }}>
      <Stack direction="row" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {CONSOLE_SECTIONS.filter(({ role }) => admin || role === 'moderator').map(({ href, label }) => {
          const active = href === current.href;
          return (
            <li key={href}>
              <Button
                component={PageLink}
                href={href}
                aria-current={active ? 'page' : undefined}
                color={active ? 'primary' : 'inherit'}
                sx={{ whiteSpace: 'nowrap', borderRadius: 0, px: 2, py: 1.25, borderBottom: 2, borderColor: active ? 'primary.main' : 'transparent', fontWeight: active ? 700 : 500 }}
              >
                {label}
              </Button>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}

interface ConsoleFrameProps {
  /** The page's heading. */
  title: string;
  /** Who the section is for; the server checks it again on every call. */
  role: ConsoleRole;
  /** Beside the heading: a search box, a filter. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * A console page: the sections a member of the team may open, the page's heading, its content for those allowed, and
 * the dialog that asks for a two-factor code when the server wants one.
 */
export function ConsoleFrame({ title, role, actions, children }: ConsoleFrameProps) {
  const access = useConsoleAccess();
  const team = access === 'admin' || access === 'moderator';
  const allowed = consoleAllows(access, role);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography component="p" variant="overline" color="textSecondary" sx={{ lineHeight: 1.5 }}>
        Console
      </Typography>
      {team && <ConsoleNav admin={access === 'admin'} />}
      <GatedPageHeading title={title} actions={allowed && actions} />
      {access === 'loading' && <CircularProgress aria-label="Loading" />}
      {access === 'guest' && <GuestPrompt title="Console" message={CONSOLE_GUEST_MESSAGE} />}
      {access === 'refused' && <GatedPageRefusal title="Console" message={CONSOLE_REFUSED_MESSAGE} href="/" label="Back to the home page" />}
      {access === 'two-factor' && <GatedPageRefusal title="Two-factor codes needed" message={CONSOLE_TWO_FACTOR_MESSAGE} href="/account#security" label="Account settings" primary />}
      {access === 'moderator' && !allowed && <GatedPageRefusal title={title} message={CONSOLE_ADMIN_ONLY_MESSAGE} href="/admin/reports" label="Open the reports" />}
      {allowed && children}
      <SecondFactorPrompt intros={SECOND_FACTOR_INTROS} />
    </Container>
  );
}
