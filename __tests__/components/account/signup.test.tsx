import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useAppStore } from '@/store';
import { AuthHarness, V2, apiError, formBody, resetAuthState } from '../../helpers/auth';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
beforeEach(resetAuthState);

/** Records the form bodies of POST /signup/otp and answers 200. */
function otpEndpoint() {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(`${V2}/signup/otp`, async ({ request }) => {
      bodies.push({ ...(await formBody(request)), apiKey: request.headers.get('x-api-key') ?? '' });
      return HttpResponse.json({ message: 'sent' });
    }),
  );
  return bodies;
}

async function openSignup() {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Sign Up' }) };
}

it('opens in sign-up mode from the signup flag, toggles to log in and back, and its logo leads home', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AuthHarness />);
  act(() => useAppStore.getState().openLogin('signup'));
  const dialog = screen.getByRole('dialog', { name: 'Sign Up' });
  expect(within(dialog).getByRole('link', { name: 'LMT Mixtapes home' })).toHaveAttribute('href', '/');

  await user.click(within(dialog).getByRole('button', { name: 'Log In instead' }));
  expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create an account' }));
  expect(screen.getByRole('dialog', { name: 'Sign Up' })).toBeInTheDocument();
});

it('keeps Continue disabled while the chosen email or phone is empty', async () => {
  const { user, dialog } = await openSignup();
  const go = within(dialog).getByRole('button', { name: 'Continue' });
  expect(go).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Email'), 'nova@example.com');
  expect(go).toBeEnabled();

  await user.click(within(dialog).getByRole('button', { name: 'Phone' }));
  expect(go).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Phone number'), '   ');
  expect(go).toBeDisabled();
});

it('sends the phone with the fixed +1 prefix, form-encoded with the API key, and asks for the code as Phone Confirmation', async () => {
  const bodies = otpEndpoint();
  const { user, dialog } = await openSignup();
  await user.click(within(dialog).getByRole('button', { name: 'Phone' }));
  expect(within(dialog).getByText('+1')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Phone number'), '(555) 123-4567{Enter}');

  const confirm = await screen.findByRole('dialog', { name: 'Phone Confirmation' });
  expect(bodies).toEqual([{ way: 'phone', phone: '+15551234567', apiKey: 'mixtape-web' }]);
  expect(confirm).toHaveTextContent('+15551234567');
});

it('titles the code dialog Email Confirmation for an email', async () => {
  const bodies = otpEndpoint();
  const { user, dialog } = await openSignup();
  await user.type(within(dialog).getByLabelText('Email'), 'Nova@Example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('dialog', { name: 'Email Confirmation' })).toBeInTheDocument();
  expect(bodies).toEqual([{ way: 'email', email: 'nova@example.com', apiKey: 'mixtape-web' }]);
});

it('makes the code submittable at exactly 4 digits, resends on request, and opens Account Setup with the signup_token', async () => {
  const bodies = otpEndpoint();
  const verified: Record<string, string>[] = [];
  server.use(
    http.post(`${V2}/signup/verify`, async ({ request }) => {
      verified.push(await formBody(request));
      return HttpResponse.json({ signup_token: 'signup-1' });
    }),
  );
  const { user, dialog } = await openSignup();
  await user.type(within(dialog).getByLabelText('Email'), 'nova@example.com{Enter}');
  const confirm = await screen.findByRole('dialog', { name: 'Email Confirmation' });

  const code = within(confirm).getByLabelText('Code');
  expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  const go = within(confirm).getByRole('button', { name: 'Continue' });
  await user.type(code, '12a3');
  expect(code).toHaveValue('123');
  expect(go).toBeDisabled();
  await user.keyboard('{Enter}');
  expect(verified).toHaveLength(0);

  await user.click(within(confirm).getByRole('button', { name: 'Resend code' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('We sent a new code to nova@example.com.');
  expect(bodies).toHaveLength(2);

  await user.type(code, '45');
  expect(code).toHaveValue('1234');
  expect(go).toBeEnabled();
  await user.click(go);

  expect(await screen.findByRole('dialog', { name: 'Account Setup' })).toBeInTheDocument();
  expect(verified).toEqual([{ way: 'email', email: 'nova@example.com', code: '1234' }]);
  expect(useAppStore.getState().signup).toMatchObject({ step: 'setup', signupToken: 'signup-1' });
});

it('shows a wrong code as an alert and as authError', async () => {
  otpEndpoint();
  server.use(http.post(`${V2}/signup/verify`, () => apiError(400, 'The code is wrong or has expired')));
  const { user, dialog } = await openSignup();
  await user.type(within(dialog).getByLabelText('Email'), 'nova@example.com{Enter}');
  const confirm = await screen.findByRole('dialog', { name: 'Email Confirmation' });
  await user.type(within(confirm).getByLabelText('Code'), '9999{Enter}');

  expect(await screen.findByRole('alert')).toHaveTextContent('The code is wrong or has expired');
  expect(within(confirm).getByTestId('auth-error')).toHaveTextContent('The code is wrong or has expired');
  expect(useAppStore.getState().authError).toBe('The code is wrong or has expired');
});
