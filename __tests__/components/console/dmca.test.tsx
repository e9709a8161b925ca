import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_ADMIN_ONLY_MESSAGE } from '@/components/console/console-frame';
import { DmcaScreen } from '@/components/console/dmca-screen';
import { NoticeScreen } from '@/components/console/notice-screen';
import { AlertBar } from '@/components/layout/alert-bar';
import type { DmcaNotice, NamedWork } from '@/lib/contracts/admin';
import { V3, apiError, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin/dmca', query: {}, asPath: '/admin/dmca', isReady: true }) }));

const server = mockServer();

const work = (id: number, title: string, overrides: Partial<NamedWork> = {}): NamedWork => ({ id, title, mixtape_slug: 'nova-night-drive', artist: 'Nova Reign', taken_down_by: null, ...overrides });

function makeNotice(overrides: Partial<DmcaNotice> = {}): DmcaNotice {
  return {
    id: 3,
    reference: 'D-7KQ2MXAB',
    name: 'Claire Claimant',
    email: 'claire@label.example',
    phone: null,
    address: '1 Record Row\nNashville',
    copyrighted_work: 'The sound recordings of the album Night Drive (2024).',
    infringing_urls: ['http://localhost/mixtape/nova-night-drive', 'somewhere on your site'],
    status: 'new',
    reason: null,
    named: { mixtapes: [work(11, 'Night Drive')], tracks: [work(21, 'Intro'), work(22, 'Highway')] },
    taken_down: { mixtapes: [], tracks: [] },
    purged_at: null,
    created_at: '2026-11-25T09:30:00.000Z',
    updated_at: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}

const admin = () => logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));
const moderator = () => logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));

beforeEach(resetAuthState);

describe('the notices', () => {
  function serveNotices(notices: () => DmcaNotice[]) {
    const queries: URLSearchParams[] = [];
    server.use(
      http.get(`${V3}/admin/dmca`, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        const data = notices();
        return HttpResponse.json({ data, meta: { page: 1, take: 20, total: data.length, pageCount: 1 } });
      }),
    );
    return queries;
  }

  it('lists each notice with its status, claimant, work and what it names here, leading to its page', async () => {
    const queries = serveNotices(() => [makeNotice({ status: 'taken_down' }), makeNotice({ id: 4, reference: 'D-AAAA2222', named: { mixtapes: [], tracks: [] } })]);
    admin();
    renderWithProviders(<DmcaScreen />);
    const first = await screen.findByRole('article', { name: 'D-7KQ2MXAB' });
    expect(queries[0].get('status')).toBe('all');
    expect(screen.getByRole('status')).toHaveTextContent('2 notices');
    expect(within(first).getByRole('link', { name: 'D-7KQ2MXAB' })).toHaveAttribute('href', '/admin/dmca/3');
    expect(within(first).getByText('Taken down')).toBeInTheDocument();
    expect(within(first).getByText('Claire Claimant · claire@label.example')).toBeInTheDocument();
    expect(within(first).getByText(/album Night Drive/)).toBeInTheDocument();
    expect(within(first).getByText(/Names 1 mixtape and 2 tracks on this site · Received/)).toHaveTextContent('11/25/2026 09:30 UTC');
    const second = screen.getByRole('article', { name: 'D-AAAA2222' });
    expect(within(second).getByText('New')).toBeInTheDocument();
    expect(within(second).getByText(/Names nothing on this site/)).toBeInTheDocument();
  });

  it('shows the notices of one status, and says when there are none', async () => {
    const user = userEvent.setup();
    let notices = [makeNotice()];
    const queries = serveNotices(() => notices);
    admin();
    renderWithProviders(<DmcaScreen />);
    await screen.findByRole('article', { name: 'D-7KQ2MXAB' });
    notices = [];
    await user.click(screen.getByRole('button', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected notices')).toBeInTheDocument();
    expect(queries.at(-1)?.get('status')).toBe('rejected');
    await user.click(screen.getByRole('button', { name: 'Taken down' }));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('taken_down'));
  });

  it('is for admins: a moderator is told so, and nothing is asked of the API', async () => {
    const queries = serveNotices(() => [makeNotice()]);
    moderator();
    const { unmount } = renderWithProviders(<DmcaScreen />);
    expect(await screen.findByText(CONSOLE_ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
    unmount();
    renderWithProviders(<NoticeScreen id={3} />);
    expect(await screen.findByText(CONSOLE_ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });
});

describe('a notice', () => {
  /** Serves notice 3 as `notice` holds it, and each POST /admin/dmca/3/<verb> through `act`, recording its body. */
  function serveNotice(initial: DmcaNotice, act: (verb: string, body: Record<string, unknown>) => DmcaNotice) {
    let notice = initial;
    const calls: { verb: string; body: Record<string, unknown> }[] = [];
    server.use(
      http.get(`${V3}/admin/dmca/3`, () => HttpResponse.json(notice)),
      http.post(`${V3}/admin/dmca/3/:verb`, async ({ params, request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        calls.push({ verb: String(params.verb), body });
        notice = act(String(params.verb), body);
        return HttpResponse.json({ changed: true, message: `Done: ${String(params.verb)}.`, item: notice });
      }),
    );
    return calls;
  }
  const render = () =>
    renderWithProviders(
      <>
        <NoticeScreen id={3} />
        <AlertBar />
      </>,
    );

  it('shows everything the claimant sent, their links never vouched for', async () => {
    serveNotice(makeNotice(), () => makeNotice());
    admin();
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notice D-7KQ2MXAB' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All notices' })).toHaveAttribute('href', '/admin/dmca');
    const claimant = screen.getByRole('region', { name: 'Claimant' });
    expect(within(claimant).getByText('Claire Claimant')).toBeInTheDocument();
    expect(within(claimant).getByRole('link', { name: 'claire@label.example' })).toHaveAttribute('href', 'mailto:claire@label.example');
    expect(within(claimant).getByText('Not given')).toBeInTheDocument();
    expect(within(claimant).getByText(/1 Record Row/)).toBeInTheDocument();
    const theWork = screen.getByRole('region', { name: 'The work' });
    expect(within(theWork).getByText(/album Night Drive/)).toBeInTheDocument();
    const link = within(theWork).getByRole('link', { name: 'http://localhost/mixtape/nova-night-drive' });
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(within(theWork).getByText('somewhere on your site').tagName).toBe('LI');
    const named = screen.getByRole('region', { name: 'Named on this site' });
    expect(within(named).getByRole('link', { name: 'Night Drive' })).toHaveAttribute('href', '/mixtape/nova-night-drive');
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('New')).toBeInTheDocument();
  });

  it('says so when there is no such notice, in the API’s words', async () => {
    server.use(http.get(`${V3}/admin/dmca/3`, () => apiError(404, 'Notice not found', 'Not Found')));
    admin();
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Notice not found');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'DMCA notice' })).toBeInTheDocument();
  });

  it('takes down the mixtape once confirmed, and then says under which notice', async () => {
    const user = userEvent.setup();
    const calls = serveNotice(makeNotice(), () =>
      makeNotice({ status: 'taken_down', named: { mixtapes: [work(11, 'Night Drive', { taken_down_by: 'D-7KQ2MXAB' })], tracks: [work(21, 'Intro'), work(22, 'Highway')] }, taken_down: { mixtapes: [work(11, 'Night Drive')], tracks: [] } }),
    );
    admin();
    render();
    await user.click(await screen.findByRole('button', { name: 'Take down mixtape' }));
    const dialog = screen.getByRole('dialog', { name: 'Take down Night Drive?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('Taken down under D-7KQ2MXAB')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([{ verb: 'takedown', body: { mixtape_id: 11 } }]);
    expect(screen.getByText('Done: takedown.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Take down mixtape' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Status' })).getByText('1 mixtape under this notice')).toBeInTheDocument();
    // Its tracks went with it.
    const tracks = screen.getByRole('group', { name: 'Tracks' });
    for (const name of [/Intro/, /Highway/]) expect(within(tracks).getByRole('checkbox', { name })).toBeDisabled();
  });

  it('shows the tracks of a mixtape taken down in whole as taken down with it, not to be chosen', async () => {
    const user = userEvent.setup();
    const calls = serveNotice(
      makeNotice({
        status: 'taken_down',
        named: { mixtapes: [work(11, 'Night Drive', { taken_down_by: 'D-7KQ2MXAB' })], tracks: [work(21, 'Intro'), work(22, 'Highway', { mixtape_slug: 'other-tape' })] },
        taken_down: { mixtapes: [work(11, 'Night Drive')], tracks: [] },
      }),
      () => makeNotice(),
    );
    admin();
    render();
    const tracks = await screen.findByRole('group', { name: 'Tracks' });
    const intro = within(tracks).getByRole('checkbox', { name: /Intro/ });
    expect(intro).toBeDisabled();
    expect(within(tracks).getByText(/Taken down with Night Drive under D-7KQ2MXAB/)).toBeInTheDocument();
    // A track of another mixtape is still there to take down.
    const highway = within(tracks).getByRole('checkbox', { name: /Highway/ });
    expect(highway).toBeEnabled();
    expect(within(tracks).getAllByText(/Taken down/)).toHaveLength(1);
    await user.click(highway);
    await user.click(screen.getByRole('button', { name: 'Take down selected tracks' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Take down 1 track?' })).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(calls).toEqual([{ verb: 'takedown', body: { track_ids: [22] } }]));
  });

  it('takes down the tracks chosen', async () => {
    const user = userEvent.setup();
    const calls = serveNotice(makeNotice({ named: { mixtapes: [], tracks: [work(21, 'Intro'), work(22, 'Highway'), work(23, 'Outro', { taken_down_by: 'D-OTHER222' })] } }), () =>
      makeNotice({ status: 'taken_down', named: { mixtapes: [], tracks: [work(21, 'Intro', { taken_down_by: 'D-7KQ2MXAB' }), work(22, 'Highway'), work(23, 'Outro', { taken_down_by: 'D-OTHER222' })] } }),
    );
    admin();
    render();
    const tracks = await screen.findByRole('group', { name: 'Tracks' });
    expect(within(tracks).getByRole('checkbox', { name: /Outro/ })).toBeDisabled();
    expect(within(tracks).getByText(/Taken down under D-OTHER222/)).toBeInTheDocument();
    const takeDown = screen.getByRole('button', { name: 'Take down selected tracks' });
    expect(takeDown).toBeDisabled();
    await user.click(within(tracks).getByRole('checkbox', { name: /Intro/ }));
    await user.click(within(tracks).getByRole('checkbox', { name: /Highway/ }));
    await user.click(within(tracks).getByRole('checkbox', { name: /Highway/ }));
    await user.click(takeDown);
    await user.click(within(screen.getByRole('dialog', { name: 'Take down 1 track?' })).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(calls).toEqual([{ verb: 'takedown', body: { track_ids: [21] } }]));
    await waitFor(() => expect(within(tracks).getByRole('checkbox', { name: /Intro/ })).toBeDisabled());
    // The choice is cleared once done.
    expect(screen.getByRole('button', { name: 'Take down selected tracks' })).toBeDisabled();
    expect(within(tracks).getByRole('checkbox', { name: /Intro/ })).not.toBeChecked();
  });

  it('rejects a new notice only with a reason', async () => {
    const user = userEvent.setup();
    const calls = serveNotice(makeNotice(), (_verb, body) => makeNotice({ status: 'rejected', reason: String(body.reason) }));
    admin();
    render();
    expect(await screen.findByRole('button', { name: 'Reject' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Purge files' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject the notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The links name no work of ours.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls).toEqual([{ verb: 'reject', body: { reason: 'The links name no work of ours.' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const status = screen.getByRole('region', { name: 'Status' });
    expect(await within(status).findByText('Rejected')).toBeInTheDocument();
    expect(within(status).getByText('Why rejected')).toBeInTheDocument();
    expect(within(status).getByText('The links name no work of ours.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('restores what was taken down after a counter-notice', async () => {
    const user = userEvent.setup();
    const down = makeNotice({ status: 'taken_down', named: { mixtapes: [work(11, 'Night Drive', { taken_down_by: 'D-7KQ2MXAB' })], tracks: [] }, taken_down: { mixtapes: [work(11, 'Night Drive')], tracks: [] } });
    const calls = serveNotice(down, (_verb, body) => makeNotice({ status: 'restored', reason: String(body.counter_notice), named: { mixtapes: [work(11, 'Night Drive')], tracks: [] } }));
    admin();
    render();
    await user.click(await screen.findByRole('button', { name: 'Restore' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore after a counter-notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(within(dialog).getByText('Counter-notice is required.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Counter-notice' }), 'The uploader holds a licence.');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByRole('button', { name: 'Take down mixtape' })).toBeInTheDocument();
    expect(calls).toEqual([{ verb: 'restore', body: { counter_notice: 'The uploader holds a licence.' } }]);
    expect(screen.queryByRole('button', { name: 'Purge files' })).not.toBeInTheDocument();
  });

  it('purges the files only once confirmed, and nothing more can be done after', async () => {
    const user = userEvent.setup();
    const down = makeNotice({ status: 'taken_down', named: { mixtapes: [work(11, 'Night Drive', { taken_down_by: 'D-7KQ2MXAB' })], tracks: [work(21, 'Intro')] }, taken_down: { mixtapes: [work(11, 'Night Drive')], tracks: [] } });
    const calls = serveNotice(down, () => ({ ...down, purged_at: '2026-11-28T08:00:00.000Z' }));
    admin();
    render();
    await user.click(await screen.findByRole('button', { name: 'Purge files' }));
    const dialog = screen.getByRole('dialog', { name: 'Purge the files?' });
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Purge files' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Purge files' }));
    expect(await screen.findByText('Purged', { exact: false })).toHaveTextContent('Purged 11/28/2026 08:00 UTC');
    expect(calls).toEqual([{ verb: 'purge', body: {} }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    for (const name of ['Restore', 'Purge files', 'Reject', 'Take down selected tracks']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Intro/ })).toBeDisabled();
  });
});
