import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import ReplyRounded from '@mui/icons-material/ReplyRounded';
import { useConsoleAction, useConsoleAllowed, useConsoleList, usePageFor } from '@/hooks/console/use-console';
import type { InboxMessage } from '@/lib/contracts/admin';
import { ConsoleFrame } from './console-frame';
import { ConsoleList } from './console-list';
import { ConsoleCard, FilterToggle, StatusChip, TextDialog, When, plural } from './console-parts';

// The contact inbox (admins): messages sent from the contact page, answered (the reply is mailed to the sender and
// kept in the thread) and closed.

type Filter = InboxMessage['status'] | 'all';

const FILTERS: { value: Filter; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'Messages sent from the contact page show here.' },
  { value: 'new', label: 'New', empty: 'Nothing waits for an answer.' },
  { value: 'answered', label: 'Answered', empty: 'No message is answered and still open.' },
  { value: 'closed', label: 'Closed', empty: 'No message is closed yet.' },
];

const preWrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function MessageCard({ message }: { message: InboxMessage }) {
  const [replying, setReplying] = useState(false);
  const reply = useConsoleAction((service, text: string) => service.replyToMessage(message.id, text), () => setReplying(false));
  const close = useConsoleAction((service) => service.closeMessage(message.id));
  return (
    <ConsoleCard heading={message.subject} aside={<StatusChip status={message.status} />}>
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        <Box component="span" sx={{ fontWeight: 600 }}>
          {message.reference}
        </Box>
        {' · Received '}
        <When iso={message.created_at} />
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
    </ConsoleCard>
  );
}

/** The messages sent from the contact page, newest first, of one status or all. */
export function InboxScreen() {
  const allowed = useConsoleAllowed('admin');
  const [status, setStatus] = useState<Filter>('all');
  const [page, setPage] = usePageFor(status);
  const list = useConsoleList('inbox', { status, page }, (service, query) => service.listInbox(query), allowed);
  const named = status === 'all' ? 'message' : `${status} message`;
  return (
    <ConsoleFrame title="Inbox" role="admin" actions={<FilterToggle label="Messages to show" value={status} options={FILTERS} onChange={setStatus} />}>
      <ConsoleList
        query={list}
        onPage={setPage}
        summary={(total) => plural(total, named)}
        empty={{ title: status === 'all' ? 'No messages yet' : `No ${named}s`, message: FILTERS.find((filter) => filter.value === status)!.empty }}
      >
        {(message) => <MessageCard message={message} />}
      </ConsoleList>
    </ConsoleFrame>
  );
}
