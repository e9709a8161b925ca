import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useAppStore } from '@/store';
import { AuthHarness, V3, apiError, resetAuthState } from '../../helpers/auth';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

/** POST /auth/recover: phone answers a new sms_token per call. */
function recoverEndpoint() {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${V3}/auth/recover`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      bodies.push(body);
      const message = 'If the account exists, we sent instructions.';
      return HttpResponse.json(body.phone ? { message, sms_token: `sms-${bodies.length}` } : { message });
    }),
  );
  return bodies;
}

async function openForgot() {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Log In' })).getByRole('button', { name: 'Forgot your password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot Credentials' });
  // Gone, not just aria-hidden: its exit re-applies the modal's aria-hidden to everything else on the page.
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log In', hidden: true })).not.toBeInTheDocument());
  return { user, dialog };
}

it('by email: Continue (disabled while empty) sends the address, then tells the user to check their email', async () => {
  const bodies = recoverEndpoint();
  const { user, dialog } = await openForgot();
  const go = within(dialog).getByRole('button', { name: 'Continue' });
  expect(go).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Email'), 'nova@example.com{Enter}');
  expect(await within(dialog).findByText('Check your email')).toBeInTheDocument();
  expect(bodies).toEqual([{ email: 'nova@example.com' }]);
});

it("by phone: the button reads 'Re-Send' below 4 characters and 'Continue' at 4; a right code opens the new-password step", async () => {
  const bodies = recoverEndpoint();
  const verified: unknown[] = [];
  let reset: unknown;
  server.use(
    http.post(`${V3}/auth/recover/verify`, async ({ request }) => {
      verified.push(await request.json());
      return HttpResponse.json({ token: 'reset-1' });
    }),
    http.post(`${V3}/auth/recover/info`, () => HttpResponse.json({ username: 'djnova' })),
    http.post(`${V3}/auth/recover/reset`, async ({ request }) => {
      reset = await request.json();
      return HttpResponse.json({ message: 'Your password has been changed.' });
    }),
  );
  const { user, dialog } = await openForgot();
  await user.click(within(dialog).getByRole('button', { name: 'Phone' }));
  await user.type(within(dialog).getByLabelText('Phone number'), '5551234567{Enter}');
  const code = await within(dialog).findByLabelText('Code');
  expect(bodies).toEqual([{ phone: '+15551234567' }]);

  expect(within(dialog).getByRole('button', { name: 'Re-Send' })).toBeEnabled();
  await user.type(code, '12');
  await user.click(within(dialog).getByRole('button', { name: 'Re-Send' }));
  await waitFor(() => expect(bodies).toHaveLength(2));
  expect(await screen.findByRole('alert')).toHaveTextContent('We sent a new code to +15551234567.');

  await user.type(code, '34');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  // The code is checked against the latest sms_token.
  await waitFor(() => expect(verified).toEqual([{ sms_token: 'sms-2', code: '1234' }]));

  const next = await screen.findByRole('dialog', { name: 'New Password' });
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot Credentials', hidden: true })).not.toBeInTheDocument());
  expect(await within(next).findByText('djnova')).toBeInTheDocument();
  const submit = within(next).getByRole('button', { name: 'Reset Password' });
  await user.type(within(next).getByLabelText('New password'), 'brand-new-pass');
  await user.type(within(next).getByLabelText('Repeat password'), 'brand-new-pas');
  expect(within(next).getByText('Password must the same')).toBeInTheDocument();
  expect(submit).toBeDisabled();
  // Reset Password waits for the strength meter, which loads its dictionaries when the step opens.
  expect(await within(next).findByText('Password strength: Good')).toBeInTheDocument();
  await user.type(within(next).getByLabelText('Repeat password'), 's{Enter}');

  // The login dialog opens in the same moment, and MUI's modal aria-hides what was on the page then.
  expect(await screen.findByRole('alert', { hidden: true })).toHaveTextContent('Your password has been changed.');
  expect(reset).toEqual({ token: 'reset-1', password: 'brand-new-pass' });
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
});

it('shows recovery errors as an alert only, keeping authError for the login dialog', async () => {
  server.use(http.post(`${V3}/auth/recover`, () => apiError(429, 'Too many requests, try again later', 'Too Many Requests')));
  const { user, dialog } = await openForgot();
  await user.type(within(dialog).getByLabelText('Email'), 'nova@example.com{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, try again later');
  expect(useAppStore.getState().authError).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeInTheDocument();
});

it('tells the user when the reset link no longer works and lets them start again', async () => {
  server.use(http.post(`${V3}/auth/recover/info`, () => apiError(400, 'This link has expired')));
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => useAppStore.getState().openReset('old-token'));
  const dialog = screen.getByRole('dialog', { name: 'New Password' });
  expect(await within(dialog).findByText('This link has expired')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
  expect(await screen.findByRole('dialog', { name: 'Forgot Credentials' })).toBeInTheDocument();
});
