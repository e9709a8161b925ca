import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { QueryState } from '@/components/common/query-state';
import { useDevOutbox } from '@/hooks/account/use-dev-outbox';
import { formatAgo } from '@/lib/relative-time';

/**
 * Codes, links and alerts the app would have mailed or texted, newest first, with the headers of their own. Fetched in the browser only, so
 * the local time format cannot differ from a server render.
 */
export function OutboxScreen() {
  const { query: outbox, isOff: off } = useDevOutbox();
  const messages = [...(outbox.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 3 }}>
        <Typography variant="h1">Outbox</Typography>
        <Button variant="outlined" onClick={() => void outbox.refetch()} disabled={outbox.isFetching}>
          Refresh
        </Button>
      </Box>
      {off ? (
        <Typography color="textSecondary">The outbox is off</Typography>
      ) : (
        <QueryState isLoading={outbox.isLoading} error={outbox.error} onRetry={() => void outbox.refetch()} />
      )}
      {outbox.data && messages.length === 0 && <Typography color="textSecondary">No messages yet.</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {messages.map((message, i) => (
          <Paper component="li" variant="outlined" key={`${message.createdAt}-${i}`} sx={{ p: 2 }} data-testid="outbox-message">
            <Typography variant="body2" color="textSecondary">
              {message.channel} to {message.to} ·{' '}
              <time dateTime={message.createdAt} title={new Date(message.createdAt).toLocaleString('en-US')}>
                {formatAgo(message.createdAt)}
              </time>
            </Typography>
            {message.subject && <Typography sx={{ fontWeight: 700, mt: 0.5 }}>{message.subject}</Typography>}
            {message.headers && (
              <Typography component="pre" variant="body2" color="textSecondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0, mt: 0.5 }}>
                {Object.entries(message.headers)
                  .map(([name, value]) => `${name}: ${value}`)
                  .join('\n')}
              </Typography>
            )}
            <Typography component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, mt: 1 }}>
              {message.text}
            </Typography>
          </Paper>
        ))}
      </Box>
    </>
  );
}
