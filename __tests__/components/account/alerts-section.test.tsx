import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AccountSettings } from '@/components/account/account-settings';
import type { AlertSettings } from '@/lib/contracts/alerts';
import type { Me } from '@/lib/contracts/auth';
import { V3, apiError, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { noPremium } from '../../helpers/premium';
import { renderWithProviders } from '../../helpers/render';

// The Email alerts section of Account settings (see docs/product.md, Release alerts).

jest.mock('next/compat/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));

const server = mockServer();
const SWITCHES = ['New releases from artists you follow', 'New releases from DJs you follow', 'New episodes of podcasts you follow', 'Coming Soon mixtapes you asked to hear about'];

/** GET and PATCH /users/me/alerts over one member's settings; PATCH bodies are recorded, and refused when `refuse` says. */
function alertsEndpoint(initial: AlertSettings, refuse?: string) {
  let settings = initial;
  const patches: unknown[] = [];
  server.use(
    http.get(`${V3}/users/me/alerts`, () => HttpResponse.json(settings)),
    http.patch(`${V3}/users/me/alerts`, async ({ request }) => {
      const patch = (await request.json()) as Partial<AlertSettings>;
      patches.push(patch);
      if (refuse) return apiError(500, refuse, 'Internal Server Error');
      settings = { ...settings, ...patch };
      return HttpResponse.json(settings);
    }),
  );
  return patches;
}

async function openAlerts(me: Me = makeMe()) {
  resetAuthState();
  server.use(http.get(`${V3}/users/me`, () => HttpResponse.json(me)), http.get(`${V3}/premium`, () => HttpResponse.json(noPremium())));
  logIn(me);
  renderWithProviders(<AccountSettings />);
  const section = await screen.findByRole('region', { name: 'Email alerts' });
  await waitFor(() => expect(within(section).getAllByRole('switch')).toHaveLength(4));
  return { user: userEvent.setup(), section: within(section) };
}

it('shows a switch per kind, each as the member set it, and saves one as it is turned', async () => {
  const patches = alertsEndpoint({ artists: true, djs: false, podcasts: true, coming_soon: true });
  const { user, section } = await openAlerts();
  expect(section.getAllByRole('switch').map((s) => [s.closest('label')!.textContent, (s as HTMLInputElement).checked])).toEqual([
    [SWITCHES[0], true],
    [SWITCHES[1], false],
    [SWITCHES[2], true],
    [SWITCHES[3], true],
  ]);
  await user.click(section.getByRole('switch', { name: SWITCHES[3] }));
  expect(section.getByRole('switch', { name: SWITCHES[3] })).not.toBeChecked();
  await user.click(section.getByRole('switch', { name: SWITCHES[1] }));
  await waitFor(() => expect(patches).toEqual([{ coming_soon: false }, { djs: true }]));
  expect(section.getByRole('switch', { name: SWITCHES[1] })).toBeChecked();
  expect(section.getByRole('switch', { name: SWITCHES[3] })).not.toBeChecked();
});

it('turns a switch back, and says why, when the server refuses', async () => {
  alertsEndpoint({ artists: true, djs: true, podcasts: true, coming_soon: true }, 'Something went wrong on our side.');
  const { user, section } = await openAlerts();
  await user.click(section.getByRole('switch', { name: SWITCHES[0] }));
  expect(await section.findByText('Something went wrong on our side.')).toBeInTheDocument();
  expect(section.getByRole('switch', { name: SWITCHES[0] })).toBeChecked();
});

it('tells a member without an email address where to add one', async () => {
  alertsEndpoint({ artists: true, djs: true, podcasts: true, coming_soon: true });
  const { section } = await openAlerts(makeMe({ email: null, phone: '+15551234567' }));
  expect(section.getByText(/Add an email address above to get these emails\./)).toBeInTheDocument();
});
