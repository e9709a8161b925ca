import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import { useConsoleAccess, useConsoleAction, useConsoleList } from '@/hooks/use-console';
import type { InboxMessage } from '@/lib/contracts/admin';
import { ConsoleFrame } from './console-frame';
import { StatusChip, TextDialog, When } from './console-parts';
import { ConsoleList, counted } from './members-screen';

// The contact inbox (admins): messages sent from the contact page, answered (the reply is mailed to the sender and
// kept in the thread) and closed.

type Filter = InboxMessage['status'] | 'all';

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'answered', label: 'Answered' },
  { value: 'closed', label: 'Closed' },
];

const EMPTY: Record<Filter, string> = {
  all: 'Messages sent from the contact page show here.',
  new: 'Nothing waits for an answer.',
  answered: 'No message is answered and still open.',
  closed: 'No message is closed yet.',
};

const preWrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function MessageCard({ message }: { message: InboxMessage }) {
  const [replying, setReplying] = useState(false);
  const reply = useConsoleAction((service, text: string) => service.replyToMessage(message.id, text), () => setReplying(false));
  const close = useConsoleAction((service) => service.closeMessage(message.id));
  const headingId = `message-${message.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
        <Typography variant="body2" color="textSecondary" sx={{ fontWeight: 600 }}>
          {message.reference}
        </Typography>
        <StatusChip status={message.status} />
        <Typography variant="body2" color="textSecondary" sx={{ ml: { sm: 'auto' }, flexBasis: { xs: '100%', sm: 'auto' } }}>
          Received <When iso={message.created_at} />
        </Typography>
      </Stack>
      <Typography variant="h3" id={headingId} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {message.subject}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        From {message.name} · {message.email}
      </Typography>
      <Typography sx={{ ...preWrapped, mt: 1.5 }}>{message.message}</Typography>
      {message.replies.length > 0 && (
        <Stack component="ol" aria-label={`Replies to ${message.reference}`} spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2 }}>
          {message.replies.map((r) => (
            <Box component="li" key={r.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="body2" color="textSecondary">
                <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {r.author.username}
                </Box>{' '}
                replied <When iso={r.created_at} />
              </Typography>
              <Typography variant="body2" sx={preWrapped}>
                {r.text}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button variant="outlined" size="small" startIcon={<ReplyRounded />} onClick={() => setReplying(true)}>
          Reply
        </Button>
        {message.status !== 'closed' && (
          <Button size="small" startIcon={<DoneAllRounded />} loading={close.isPending} onClick={() => close.mutate(undefined)}>
            Close
          </Button>
        )}
      </Stack>
      <TextDialog
        open={replying}
        title={`Reply to ${message.reference}`}
        description={`Mailed to ${message.name} at ${message.email}, and kept in this thread. The message is then answered.`}
        label="Reply"
        confirm="Send reply"
        pending={reply.isPending}
        onClose={() => setReplying(false)}
        onSubmit={(text) => reply.mutate(text)}
      />
    </Paper>
  );
}

/** The messages sent from the contact page, newest first, of one status or all. */
export function InboxScreen() {
  const admin = useConsoleAccess() === 'admin';
  const [{ status, page }, setView] = useState<{ status: Filter; page: number }>({ status: 'all', page: 1 });
  const list = useConsoleList('inbox', { status, page }, (service, query) => service.listInbox(query), admin);
  const filter = (
    <ToggleButtonGroup exclusive size="small" color="primary" aria-label="Show messages" value={status} onChange={(_, next: Filter | null) => next && setView({ status: next, page: 1 })}>
      {FILTERS.map(({ value, label }) => (
        <ToggleButton key={value} value={value} sx={{ px: 1.75 }}>
          {label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
  return (
    <ConsoleFrame title="Inbox" role="admin" actions={filter}>
      <ConsoleList
        list={list}
        onPage={(next) => setView({ status, page: next })}
        summary={(total) => counted(total, `${status === 'all' ? '' : `${status} `}message`)}
        empty={{ title: status === 'all' ? 'No messages yet' : `No ${status} messages`, message: EMPTY[status] }}
      >
        {(message) => <MessageCard message={message} />}
      </ConsoleList>
    </ConsoleFrame>
  );
}
