import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { PageLink } from '@/components/common/page-link';
import type { MemberSummary } from '@/lib/contracts/admin';
import type { GrantedRole } from '@/lib/contracts/auth';
import { formatCount, formatDate } from '@/lib/format';

// The pieces every console section is built of: its filters and search box beside the heading, its cards and
// sections, its status chips, times and links to a member, and the dialogs an action asks its reason (or a reply) in.
// The lists themselves, with their count, pager and failures, are in ./console-list.tsx.

/** "1 member", "1,204 members"; `words` where adding an s will not do ("entries"). */
export const plural = (n: number, word: string, words = `${word}s`) => `${formatCount(n)} ${n === 1 ? word : words}`;

/** What a search found: "2 members", or "1 member found for “chief”". */
export const countFound = (n: number, word: string, query: string) => (query ? `${plural(n, word)} found for “${query}”` : plural(n, word));

const STATUS_COLORS: Record<string, ChipProps['color']> = {
  new: 'warning',
  open: 'warning',
  pending: 'warning',
  approved: 'success',
  refused: 'default',
  taken_down: 'error',
  hidden: 'error',
  suspended: 'error',
  refunded: 'default',
  'partly refunded': 'info',
  rejected: 'default',
  closed: 'default',
  restored: 'success',
  answered: 'success',
  paid: 'success',
  active: 'success',
  visible: 'success',
};

/**
 * A status as a small chip: 'taken_down' reads 'Taken down'. Coloured ones are filled: outlined, the warning and info
 * colours are text below 4.5:1 on the light page (#ed6c02 on white is 3.1:1).
 */
export function StatusChip({ status }: { status: string }) {
  const label = status.replace(/_/g, ' ');
  const color = STATUS_COLORS[status] ?? 'default';
  return <Chip size="small" variant={color === 'default' ? 'outlined' : 'filled'} color={color} label={label.charAt(0).toUpperCase() + label.slice(1)} />;
}

/** A moment as the console lists it, in UTC: "11/28/2026 14:05 UTC"; '' for one that does not parse. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : `${formatDate(date)} ${date.toISOString().slice(11, 16)} UTC`;
}

/** A moment, in UTC, in a <time> element. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/** A member's name, leading to their page in the console. */
export function MemberLink({ member, sx }: { member: { id: number; username: string }; sx?: SxProps<Theme> }) {
  return (
    <Link component={PageLink} href={`/admin/members/${member.id}`} sx={sx}>
      {member.username}
    </Link>
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

/** A list's filter beside the page's heading: one of a few values, one always chosen. */
export function FilterToggle<V extends string>({ label, value, options, onChange }: { label: string; value: V; options: readonly { value: V; label: string }[]; onChange: (value: V) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: V | null) => next && onChange(next)}
      aria-label={label}
      sx={{
        maxWidth: '100%',
        overflowX: 'auto',
        '& .MuiToggleButton-root': { whiteSpace: 'nowrap', textTransform: 'none', px: 1.5 },
        // The chosen one in the text's own colour: the primary colour on the light page's selected grey is below 4.5:1.
        '& .MuiToggleButton-root.Mui-selected': { color: 'text.primary', fontWeight: 700 },
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
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

/**
 * One item of a console list: an article named by its heading, an h2 under the page's h1, with `aside` (its status)
 * beside the heading and the rest below.
 */
export function ConsoleCard({ heading, aside, children, sx }: { heading: ReactNode; aside?: ReactNode; children: ReactNode; sx?: SxProps<Theme> }) {
  const id = useId();
  return (
    <Paper component="article" variant="outlined" aria-labelledby={id} sx={[{ p: { xs: 2, sm: 2.5 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1, mb: 1 }}>
        <Typography variant="h3" component="h2" id={id} sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {heading}
        </Typography>
        {aside}
      </Stack>
      {children}
    </Paper>
  );
}

/** A part of an item's page (a notice's claimant, a member's account): a region named by its h2. */
export function ConsoleSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 2.5 }, minWidth: 0 }}>
      <Typography variant="h2" id={id} sx={{ fontSize: '1.2rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Labels and values: side by side from 600 px, stacked below; a value not given says so. */
export function Facts({ facts }: { facts: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(8rem, auto) minmax(0, 1fr)' }, alignItems: 'baseline', columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="textSecondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value ?? 'Not given'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

interface FormDialogProps {
  open: boolean;
  title: string;
  confirm: string;
  pending: boolean;
  /** Red, for what cannot be undone. */
  danger?: boolean;
  onClose: () => void;
  /** The form is sent (Enter or the confirm button): the dialog checks its fields and acts. */
  onSubmit: () => void;
  /** Once it has closed: its fields are emptied for the next time. */
  onExited?: () => void;
  children: ReactNode;
}

/** A console action's dialog: a form named by its title, cancelled or confirmed. */
export function FormDialog({ open, title, confirm, pending, danger, onClose, onSubmit, onExited, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId} slotProps={{ transition: { onExited } }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color={danger ? 'error' : 'primary'} loading={pending}>
            {confirm}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface TextDialogProps extends Omit<FormDialogProps, 'onSubmit' | 'onExited' | 'children'> {
  /** What the action does, said before it is done. */
  description?: ReactNode;
  /** The field's label; without one the dialog only asks to confirm. */
  label?: string;
  onSubmit: (text: string) => void;
}

/** Asks for the text an action needs (a reason, a reply), or only to confirm it. */
export function TextDialog({ description, label, onSubmit, ...dialog }: TextDialogProps) {
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = !!label && !text.trim();
  return (
    <FormDialog
      {...dialog}
      onExited={() => (setText(''), setTouched(false))}
      onSubmit={() => {
        setTouched(true);
        if (!missing) onSubmit(text.trim());
      }}
    >
      {description && <DialogContentText sx={{ mb: label ? 2 : 0 }}>{description}</DialogContentText>}
      {label && (
        <TextField
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          required
          error={touched && missing}
          helperText={touched && missing ? `${label} is required.` : ' '}
        />
      )}
    </FormDialog>
  );
}
