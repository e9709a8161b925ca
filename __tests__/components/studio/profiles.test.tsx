import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StudioScreen } from '@/components/studio/studio-screen';
import { CLAIM_HINT } from '@/components/studio/claim-form';
import { NO_PROFILES_MESSAGE } from '@/components/studio/profiles-panel';
import { NAME_HINT, ReleaseDetailsFields, EMPTY_DETAILS } from '@/components/studio/release-fields';
import type { Claim, StudioProfiles } from '@/lib/contracts/profiles';
import { useAppStore } from '@/store';
import { V3, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

// The studio's profiles (see docs/product.md, The studio): which artists, DJs and podcasts the creator publishes
// under, their claims with where each stands, the claim form, and the names the release's fields suggest.

const server = mockServer();

const PROFILES: StudioProfiles = {
  profiles: [
    { kind: 'dj', id: 2, name: 'DJ Nova', slug: 'dj-nova' },
    { kind: 'artist', id: 4, name: 'Nova Reign', slug: 'nova-reign' },
    { kind: 'podcast', id: 1, name: 'Night Shift Radio', slug: 'night-shift-radio' },
  ],
  claims: [
    { id: 12, profile: { kind: 'artist', id: 9, name: 'Skylime', slug: 'skylime' }, note: 'My label can confirm.', status: 'pending', created_at: '2026-11-25T10:00:00.000Z', decided_at: null },
    { id: 8, profile: { kind: 'dj', id: 3, name: 'DJ Static', slug: 'dj-static' }, note: 'Me.', status: 'refused', created_at: '2026-11-20T10:00:00.000Z', decided_at: '2026-11-21T10:00:00.000Z' },
  ],
};

const creator = () => logIn(makeMe({ roles: ['member', 'creator'] }));

beforeEach(() => {
  resetAuthState();
  server.use(http.get(`${V3}/studio/mixtapes`, () => HttpResponse.json({ items: [] })));
});

it('lists the profiles the creator publishes under, with their pages, and their claims with where each stands', async () => {
  server.use(http.get(`${V3}/studio/profiles`, () => HttpResponse.json(PROFILES)));
  creator();
  renderWithProviders(<StudioScreen />);
  const panel = await screen.findByRole('region', { name: 'Your profiles' });
  const mine = await within(panel).findByRole('list', { name: 'Your profiles' });
  expect(within(mine).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['DJ Nova · DJ', 'Nova Reign · Artist', 'Night Shift Radio · Podcast']);
  expect(within(mine).getByRole('link', { name: 'Nova Reign' })).toHaveAttribute('href', '/artist/nova-reign');
  expect(within(mine).getByRole('link', { name: 'DJ Nova' })).toHaveAttribute('href', '/dj/dj-nova');
  expect(within(mine).getByRole('link', { name: 'Night Shift Radio' })).toHaveAttribute('href', '/podcast/night-shift-radio');

  const claims = within(panel).getByRole('list', { name: 'Your claims' });
  const [waiting, refused] = within(claims).getAllByRole('listitem');
  expect(within(waiting).getByText('Waiting')).toBeInTheDocument();
  expect(within(waiting).getByRole('link', { name: 'Skylime' })).toHaveAttribute('href', '/artist/skylime');
  expect(within(refused).getByText('Refused')).toBeInTheDocument();
  expect(refused).toHaveTextContent(/answered/);
});

it('says when the creator has no profile yet', async () => {
  server.use(http.get(`${V3}/studio/profiles`, () => HttpResponse.json({ profiles: [], claims: [] })));
  creator();
  renderWithProviders(<StudioScreen />);
  expect(await screen.findByText(NO_PROFILES_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Your claims' })).not.toBeInTheDocument();
});

it('sends a claim by kind, name and note, then shows it waiting; a refusal is shown in its own words', async () => {
  const user = userEvent.setup();
  const sent: unknown[] = [];
  let current: StudioProfiles = { profiles: [], claims: [] };
  server.use(
    http.get(`${V3}/studio/profiles`, () => HttpResponse.json(current)),
    http.post(`${V3}/studio/profiles/claims`, async ({ request }) => {
      const body = (await request.json()) as { kind: string; name: string; note: string };
      sent.push(body);
      if (body.name === 'Nobody') return HttpResponse.json({ statusCode: 404, message: 'There is no DJ named “Nobody” on the site: publish under that name and it is yours.', error: 'Not Found' }, { status: 404 });
      const claim: Claim = { id: 20, profile: { kind: 'dj', id: 3, name: 'DJ Static', slug: 'dj-static' }, note: body.note, status: 'pending', created_at: '2026-11-28T10:00:00.000Z', decided_at: null };
      current = { profiles: [], claims: [claim] };
      return HttpResponse.json(claim, { status: 201 });
    }),
  );
  creator();
  renderWithProviders(<StudioScreen />);
  const form = await screen.findByRole('form', { name: 'Claim a profile' });
  expect(within(form).getByText(CLAIM_HINT)).toBeInTheDocument();
  const send = within(form).getByRole('button', { name: 'Send the claim' });
  expect(send).toBeDisabled();
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Kind' }), 'DJ');
  await user.type(within(form).getByRole('textbox', { name: 'Name on the site' }), 'Nobody');
  await user.type(within(form).getByRole('textbox', { name: 'Why it is yours' }), '  I play as DJ Static every Friday.  ');
  await user.click(send);
  expect(await within(form).findByRole('alert')).toHaveTextContent('There is no DJ named “Nobody” on the site: publish under that name and it is yours.');

  const name = within(form).getByRole('textbox', { name: 'Name on the site' });
  await user.clear(name);
  await user.type(name, 'dj static');
  await user.click(send);
  const claims = await screen.findByRole('list', { name: 'Your claims' });
  expect(within(claims).getByRole('link', { name: 'DJ Static' })).toBeInTheDocument();
  expect(within(claims).getByText('Waiting')).toBeInTheDocument();
  expect(sent).toEqual([
    { kind: 'dj', name: 'Nobody', note: 'I play as DJ Static every Friday.' },
    { kind: 'dj', name: 'dj static', note: 'I play as DJ Static every Friday.' },
  ]);
  expect(useAppStore.getState().alert?.message).toBe("Your claim on DJ Static is sent: the site's team answers it here.");
  await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name on the site' })).toHaveValue(''));
});

it("offers the creator's own artists and DJs on the release's name fields", async () => {
  server.use(http.get(`${V3}/studio/profiles`, () => HttpResponse.json(PROFILES)));
  creator();
  renderWithProviders(<ReleaseDetailsFields value={EMPTY_DETAILS} onChange={() => undefined} />);
  const artist = screen.getByRole('combobox', { name: 'Artist' });
  const dj = screen.getByRole('combobox', { name: 'Hosted by (DJ)' });
  expect(artist).toHaveAccessibleDescription(NAME_HINT);
  const suggested = (input: HTMLElement) => [...document.getElementById(input.getAttribute('list')!)!.querySelectorAll('option')].map((o) => o.value);
  await waitFor(() => expect(suggested(artist)).toEqual(['Nova Reign']));
  expect(suggested(dj)).toEqual(['DJ Nova']);
});
