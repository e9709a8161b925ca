import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSOLE_ADMIN_ONLY_MESSAGE } from '@/components/console/console-frame';
import { ClaimsScreen } from '@/components/console/claims-screen';
import type { ConsoleClaim } from '@/lib/contracts/profiles';
import { useAppStore } from '@/store';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/admin/claims' }) }));

const server = mockServer();

const makeClaim = (overrides: Partial<ConsoleClaim> = {}): ConsoleClaim => ({
  id: 12,
  profile: { kind: 'artist', id: 9, name: 'Skylime', slug: 'skylime' },
  note: 'I am Skylime.\nMy label can confirm: skylime-records.example',
  status: 'pending',
  created_at: '2026-11-25T10:00:00.000Z',
  decided_at: null,
  creator: { id: 40, username: 'djnova' },
  owners: [],
  decided_by: null,
  ...overrides,
});

const page = (data: ConsoleClaim[], total = data.length) => HttpResponse.json({ data, meta: { page: 1, take: 20, total, pageCount: Math.max(1, Math.ceil(total / 20)) } });
const admin = () => logIn(makeMe({ roles: ['member', 'admin'], twoFactorEnabled: true }));

beforeEach(resetAuthState);

it('lists the claims waiting with the profile, who asked, their note and who publishes under it now; filters by status', async () => {
  const user = userEvent.setup();
  const statuses: (string | null)[] = [];
  const refused = makeClaim({
    id: 8,
    profile: { kind: 'dj', id: 3, name: 'DJ Static', slug: 'dj-static' },
    status: 'refused',
    owners: [{ id: 41, username: 'static' }],
    decided_at: '2026-11-26T09:00:00.000Z',
    decided_by: { id: 1, username: 'chief' },
  });
  server.use(
    http.get(`${V3}/admin/claims`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status');
      statuses.push(status);
      return status === 'approved' ? page([]) : page(status === 'refused' ? [refused] : [makeClaim()]);
    }),
  );
  admin();
  renderWithProviders(<ClaimsScreen />);
  expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
  const card = await screen.findByRole('article', { name: 'Skylime' });
  expect(screen.getByRole('status')).toHaveTextContent('1 claim waiting');
  expect(within(card).getByRole('link', { name: 'Skylime' })).toHaveAttribute('href', '/artist/skylime');
  expect(within(card).getByText('Pending')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'djnova' })).toHaveAttribute('href', '/admin/members/40');
  expect(within(card).getByText(/I am Skylime/)).toHaveTextContent('I am Skylime. My label can confirm: skylime-records.example');
  expect(within(card).getByText('Nobody publishes under it yet.')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Refuse' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Waiting' })).toHaveAttribute('aria-pressed', 'true');

  await user.click(screen.getByRole('button', { name: 'Refused' }));
  const decided = await screen.findByRole('article', { name: 'DJ Static' });
  expect(within(decided).getByText('Refused', { selector: 'span' })).toBeInTheDocument();
  expect(decided).toHaveTextContent('Refused by chief · 11/26/2026 09:00 UTC');
  expect(within(within(decided).getByRole('list', { name: 'Who publishes as DJ Static' })).getByRole('link', { name: 'static' })).toBeInTheDocument();
  expect(within(decided).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Approved' }));
  expect(await screen.findByText('No approved claims')).toBeInTheDocument();
  expect(statuses).toEqual(['pending', 'refused', 'approved']);
});

it('approves and refuses a claim, each through its own call, and says what it did', async () => {
  const user = userEvent.setup();
  const calls: string[] = [];
  let claims = [makeClaim(), makeClaim({ id: 13, profile: { kind: 'podcast', id: 2, name: 'Night Shift', slug: 'night-shift' }, creator: { id: 42, username: 'host' } })];
  const decide = (id: number, status: 'approved' | 'refused', message: string) => {
    calls.push(`${id} ${status}`);
    const claim = { ...claims.find((c) => c.id === id)!, status, decided_at: '2026-11-28T08:00:00.000Z', decided_by: { id: 1, username: 'chief' }, owners: status === 'approved' ? [{ id: 40, username: 'djnova' }] : [] };
    claims = claims.filter((c) => c.id !== id);
    return HttpResponse.json({ changed: true, message, item: claim });
  };
  server.use(
    http.get(`${V3}/admin/claims`, () => page(claims)),
    http.post(`${V3}/admin/claims/12/approve`, () => decide(12, 'approved', 'djnova now publishes as the artist Skylime.')),
    http.post(`${V3}/admin/claims/13/refuse`, () => decide(13, 'refused', "host's claim on the podcast Night Shift is refused.")),
  );
  admin();
  renderWithProviders(<ClaimsScreen />);
  await user.click(within(await screen.findByRole('article', { name: 'Skylime' })).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Skylime' })).not.toBeInTheDocument());
  expect(useAppStore.getState().alert?.message).toBe('djnova now publishes as the artist Skylime.');

  await user.click(within(screen.getByRole('article', { name: 'Night Shift' })).getByRole('button', { name: 'Refuse' }));
  expect(await screen.findByText('No claims waiting')).toBeInTheDocument();
  expect(useAppStore.getState().alert?.message).toBe("host's claim on the podcast Night Shift is refused.");
  expect(calls).toEqual(['12 approved', '13 refused']);
});

it('unlinks an owner of a claimed profile after asking', async () => {
  const user = userEvent.setup();
  let body: unknown = null;
  let claim = makeClaim({ owners: [{ id: 41, username: 'static' }] });
  server.use(
    http.get(`${V3}/admin/claims`, () => page([claim])),
    http.post(`${V3}/admin/users/41/profiles`, async ({ request }) => {
      body = await request.json();
      claim = { ...claim, owners: [] };
      return HttpResponse.json({ changed: true, message: 'static no longer publishes as the artist Skylime.', item: { ...claim.profile, owners: [] } });
    }),
  );
  admin();
  renderWithProviders(<ClaimsScreen />);
  const card = await screen.findByRole('article', { name: 'Skylime' });
  await user.click(within(card).getByRole('button', { name: 'Unlink static' }));
  const dialog = await screen.findByRole('dialog', { name: 'Unlink static' });
  expect(dialog).toHaveTextContent('static will no longer publish as the artist Skylime. What they published stays where it is.');
  await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(body).toEqual({ kind: 'artist', profile_id: 9, grant: false });
  expect(useAppStore.getState().alert?.message).toBe('static no longer publishes as the artist Skylime.');
  expect(await within(card).findByText('Nobody publishes under it yet.')).toBeInTheDocument();
});

it('is for admins: a moderator is told so, and no call is made', () => {
  logIn(makeMe({ roles: ['member', 'moderator'], twoFactorEnabled: true }));
  renderWithProviders(<ClaimsScreen />);
  expect(screen.getByText(CONSOLE_ADMIN_ONLY_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Waiting' })).not.toBeInTheDocument();
});
