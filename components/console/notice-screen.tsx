import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { PageLink } from '@/components/common/page-link';
import { useConsoleAction, useConsoleAllowed, useConsoleItem, useDialogFor } from '@/hooks/console/use-console';
import type { DmcaNotice, NamedWork } from '@/lib/contracts/admin';
import { ConsoleFrame } from './console-frame';
import { ConsoleQueryState } from './console-list';
import { ConsoleSection, Facts, StatusChip, TextDialog, When, plural } from './console-parts';
import { countWorks } from './dmca-screen';

// One copyright notice: what its sender sent, the works its links name on this site, and what an admin does about
// it (server/admin/dmca.ts): take them down, reject it, restore after a counter-notice, purge the files.

/** A link the claimant sent, followed only when it is a web address and never vouched for. */
function ClaimedUrl({ url }: { url: string }) {
  if (!/^https?:\/\//i.test(url)) return <>{url}</>;
  return (
    <Link href={url} target="_blank" rel="nofollow noopener noreferrer">
      {url}
    </Link>
  );
}

function WorkTitle({ work, id }: { work: NamedWork; id?: string }) {
  return (
    <Typography id={id} sx={{ overflowWrap: 'anywhere' }}>
      {work.mixtape_slug ? (
        <Link component={PageLink} href={`/mixtape/${work.mixtape_slug}`}>
          {work.title}
        </Link>
      ) : (
        work.title
      )}
      {work.artist && (
        <Typography component="span" variant="body2" color="textSecondary">
          {` · ${work.artist}`}
        </Typography>
      )}
    </Typography>
  );
}

const takenDownUnder = (work: NamedWork) => `Taken down under ${work.taken_down_by}`;

/**
 * Why a track can no longer be taken down, or null: taken down itself, or with its mixtape taken down in whole (the
 * API marks only the mixtape; a track names the mixtape it belongs to by its slug).
 */
function trackDown(track: NamedWork, mixtapes: NamedWork[]): string | null {
  if (track.taken_down_by) return takenDownUnder(track);
  const mixtape = mixtapes.find((m) => m.taken_down_by && m.mixtape_slug !== null && m.mixtape_slug === track.mixtape_slug);
  return mixtape ? `Taken down with ${mixtape.title} under ${mixtape.taken_down_by}` : null;
}

function MixtapeRow({ mixtape, canAct, onTakeDown }: { mixtape: NamedWork; canAct: boolean; onTakeDown: () => void }) {
  const titleId = useId();
  return (
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ py: 1, borderTop: 1, borderColor: 'divider', justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
      <WorkTitle work={mixtape} id={titleId} />
      {mixtape.taken_down_by ? (
        <Typography variant="body2" color="textSecondary">
          {takenDownUnder(mixtape)}
        </Typography>
      ) : (
        canAct && (
          <Button variant="outlined" color="error" size="small" aria-describedby={titleId} onClick={onTakeDown} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}>
            Take down mixtape
          </Button>
        )
      )}
    </Stack>
  );
}

type Takedown = { mixtape: NamedWork } | { tracks: NamedWork[] };

function NamedWorks({ notice, onTakeDown, selected, onSelect }: { notice: DmcaNotice; onTakeDown: (what: Takedown) => void; selected: number[]; onSelect: (ids: number[]) => void }) {
  const tracksId = useId();
  const { mixtapes, tracks } = notice.named;
  const canAct = !notice.purged_at;
  if (!mixtapes.length && !tracks.length) return <Typography color="textSecondary">The notice&apos;s links name nothing on this site: no mixtape page, embed or track of ours.</Typography>;
  const down = new Map(tracks.map((track) => [track.id, trackDown(track, mixtapes)]));
  const chosen = tracks.filter((track) => selected.includes(track.id) && !down.get(track.id));
  return (
    <Stack spacing={3}>
      {!!mixtapes.length && (
        <div>
          <Typography variant="h3" sx={{ mb: 0.5 }}>
            Mixtapes
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {mixtapes.map((mixtape) => (
              <MixtapeRow key={mixtape.id} mixtape={mixtape} canAct={canAct} onTakeDown={() => onTakeDown({ mixtape })} />
            ))}
          </Box>
        </div>
      )}
      {!!tracks.length && (
        <div>
          <Typography variant="h3" id={tracksId} sx={{ mb: 0.5 }}>
            Tracks
          </Typography>
          <FormGroup role="group" aria-labelledby={tracksId}>
            {tracks.map((track) => (
              <FormControlLabel
                key={track.id}
                disabled={!canAct || !!down.get(track.id)}
                control={<Checkbox checked={chosen.includes(track)} onChange={(event) => onSelect(event.target.checked ? [...selected, track.id] : selected.filter((id) => id !== track.id))} />}
                label={
                  <>
                    {track.title}
                    <Typography component="span" variant="body2" color="textSecondary">
                      {[track.artist, down.get(track.id)].filter(Boolean).map((part) => ` · ${part}`)}
                    </Typography>
                  </>
                }
                sx={{ overflowWrap: 'anywhere', py: 0.25 }}
              />
            ))}
          </FormGroup>
          {canAct && (
            <Button variant="outlined" color="error" size="small" disabled={!chosen.length} onClick={() => onTakeDown({ tracks: chosen })} sx={{ mt: 1 }}>
              Take down selected tracks
            </Button>
          )}
        </div>
      )}
    </Stack>
  );
}

type Decision = 'reject' | 'restore' | 'purge';

/** What an admin may still do with the notice, and the dialogs that do it. */
function NoticeActions({ notice }: { notice: DmcaNotice }) {
  const [open, setOpen] = useState<Decision | null>(null);
  const close = () => setOpen(null);
  const reject = useConsoleAction((service, reason: string) => service.rejectNotice(notice.id, reason), close);
  const restore = useConsoleAction((service, counterNotice: string) => service.restoreNotice(notice.id, counterNotice), close);
  const purge = useConsoleAction((service) => service.purgeNotice(notice.id), close);
  const down = notice.status === 'taken_down' && !notice.purged_at;
  // The dialogs stay mounted once their action is gone, so the one that did it closes as any other.
  return (
    <Stack direction="row" sx={{ mt: notice.status === 'new' || down ? 2 : 0, flexWrap: 'wrap', gap: 1 }}>
      {notice.status === 'new' && (
        <Button variant="outlined" onClick={() => setOpen('reject')}>
          Reject
        </Button>
      )}
      {down && (
        <>
          <Button variant="outlined" onClick={() => setOpen('restore')}>
            Restore
          </Button>
          <Button variant="outlined" color="error" onClick={() => setOpen('purge')}>
            Purge files
          </Button>
        </>
      )}
      <TextDialog
        open={open === 'reject'}
        title="Reject the notice"
        description="Nothing is taken down under it; the reason is kept on the notice."
        label="Reason"
        confirm="Reject"
        pending={reject.isPending}
        onClose={close}
        onSubmit={(reason) => reject.mutate(reason)}
      />
      <TextDialog
        open={open === 'restore'}
        title="Restore after a counter-notice"
        description={`Everything taken down under ${notice.reference} is available again, and its uploader is emailed. Say what the counter-notice is.`}
        label="Counter-notice"
        confirm="Restore"
        pending={restore.isPending}
        onClose={close}
        onSubmit={(counterNotice) => restore.mutate(counterNotice)}
      />
      <TextDialog
        open={open === 'purge'}
        title="Purge the files?"
        description={`This deletes the audio files taken down under ${notice.reference} (with a taken-down mixtape's tracks that no other mixtape holds). It cannot be undone: nothing under this notice can be restored afterwards.`}
        confirm="Purge files"
        danger
        pending={purge.isPending}
        onClose={close}
        onSubmit={() => purge.mutate(undefined)}
      />
    </Stack>
  );
}

function NoticeDetail({ notice }: { notice: DmcaNotice }) {
  const [selected, setSelected] = useState<number[]>([]);
  const takedown = useDialogFor<Takedown>();
  const takeDown = useConsoleAction(
    (service, what: Takedown) => service.takeDown(notice.id, 'mixtape' in what ? { mixtape_id: what.mixtape.id } : { track_ids: what.tracks.map((track) => track.id) }),
    () => (takedown.close(), setSelected([])),
  );
  const what = takedown.target;
  const reasonLabel = notice.status === 'rejected' ? 'Why rejected' : notice.status === 'restored' ? 'Counter-notice' : 'Reason';
  const down = countWorks(notice.taken_down);
  return (
    <Stack spacing={3}>
      <ConsoleSection title="Status">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          <StatusChip status={notice.status} />
          <Typography variant="body2" color="textSecondary">
            Received <When iso={notice.created_at} /> · Updated <When iso={notice.updated_at} />
          </Typography>
        </Stack>
        <Facts
          facts={[
            ...(notice.reason ? ([[reasonLabel, notice.reason]] as [string, ReactNode][]) : []),
            ['Taken down', down ? `${down} under this notice` : 'Nothing'],
            ['Files', notice.purged_at ? <>Purged <When iso={notice.purged_at} /></> : 'Kept'],
          ]}
        />
        <NoticeActions notice={notice} />
      </ConsoleSection>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        <ConsoleSection title="Claimant">
          <Facts
            facts={[
              ['Name', notice.name],
              ['Email', <Link key="email" href={`mailto:${notice.email}`}>{notice.email}</Link>],
              ['Phone', notice.phone],
              ['Address', notice.address],
            ]}
          />
        </ConsoleSection>
        <ConsoleSection title="The work">
          <Facts
            facts={[
              ['Copyrighted work', notice.copyrighted_work],
              [
                'Infringing URLs',
                <Box key="urls" component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {notice.infringing_urls.map((url) => (
                    <li key={url}>
                      <ClaimedUrl url={url} />
                    </li>
                  ))}
                </Box>,
              ],
            ]}
          />
        </ConsoleSection>
      </Box>
      <ConsoleSection title="Named on this site">
        <NamedWorks notice={notice} onTakeDown={takedown.show} selected={selected} onSelect={setSelected} />
      </ConsoleSection>
      <TextDialog
        open={takedown.open}
        title={what && 'mixtape' in what ? `Take down ${what.mixtape.title}?` : `Take down ${plural(what?.tracks.length ?? 0, 'track')}?`}
        description={`From now on ${what && 'mixtape' in what ? 'the mixtape is' : 'they are'} in no list, and nothing of it plays or downloads: its links answer that it was taken down under ${notice.reference}. The uploader is emailed. Restore undoes it.`}
        confirm="Take down"
        danger
        pending={takeDown.isPending}
        onClose={takedown.close}
        onSubmit={() => what && takeDown.mutate(what)}
      />
    </Stack>
  );
}

/** One copyright notice and what is done about it. */
export function NoticeScreen({ id }: { id: number | undefined }) {
  const allowed = useConsoleAllowed('admin');
  const notice = useConsoleItem('dmca-notice', id, (service) => service.getNotice(id!), allowed);
  const { data } = notice;
  return (
    <ConsoleFrame
      title={data ? `Notice ${data.reference}` : 'DMCA notice'}
      role="admin"
      actions={
        <Button component={PageLink} href="/admin/dmca" startIcon={<ArrowBackRounded />}>
          All notices
        </Button>
      }
    >
      {data ? <NoticeDetail notice={data} /> : <ConsoleQueryState query={notice} />}
    </ConsoleFrame>
  );
}
