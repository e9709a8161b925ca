import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { AccountSettings, TEAM_CHANGE_INTRO } from '@/components/account/account-settings';
import { SECOND_FACTOR_TITLE } from '@/components/account/second-factor-dialog';
import type { Me } from '@/lib/contracts/auth';
import type { Premium } from '@/lib/contracts/payments';
import { useAppStore } from '@/store';
import { AuthHarness, V2, V3, apiError, logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { noPremium, subscribed } from '../../helpers/premium';
import { renderWithProviders } from '../../helpers/render';

const push = jest.fn(() => Promise.resolve(true));
jest.mock('next/compat/router', () => ({ useRouter: () => ({ push }) }));

const server = mockServer();
let premium: Premium;
beforeEach(() => {
  resetAuthState();
  premium = noPremium();
  server.use(
    http.get(`${V3}/premium`, () => HttpResponse.json(premium)),
    http.get(`${V3}/users/me/alerts`, () => HttpResponse.json({ artists: true, djs: true, podcasts: true, coming_soon: true })),
  );
});

const PASSWORD = 'my-password';

/** GET and PATCH /users/me over one account; PATCH bodies are recorded, and a current_password must be PASSWORD. */
function meEndpoint(initial: Me) {
  let me = initial;
  const patches: unknown[] = [];
  server.use(
    http.get(`${V3}/users/me`, () => HttpResponse.json(me)),
    http.patch(`${V3}/users/me`, async ({ request }) => {
      const body = (await request.json()) as Partial<Me> & { current_password?: string };
      patches.push(body);
      const { current_password: password, ...patch } = body;
      if (password !== undefined && password !== PASSWORD) return apiError(400, 'Your current password is not right.');
      me = { ...me, ...patch };
      return HttpResponse.json(me);
    }),
  );
  return patches;
}

it('asks a logged-out visitor to log in', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <AccountSettings />
      <AuthHarness />
    </>,
  );
  expect(screen.getByText('Log in to see and change your account settings.')).toBeInTheDocument();
  await user.click(screen.getAllByRole('button', { name: 'Log In' })[0]);
  expect(screen.getByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
});

describe('Security', () => {
  it('turns 2FA on by a channel that can reach the user with the current password, shows a wrong one, then turns it off', async () => {
    const account = makeMe({ email: null, phone: '+15551234567', twoFactorChannel: 'email' });
    const patches = meEndpoint(account);
    const { user, section } = await openSettings(account);
    expect(screen.getByText('+15551234567')).toBeInTheDocument();
    const security = within(section('Security'));
    const toggle = security.getByRole('switch', { name: 'Two-factor authentication' });
    expect(toggle).not.toBeChecked();
    expect(security.getByRole('radio', { name: 'Email' })).toBeDisabled();
    expect(security.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(security.getByRole('radio', { name: 'SMS' })).toBeChecked();
    const save = security.getByRole('button', { name: 'Save Security' });
    expect(save).toBeDisabled();
    await user.type(security.getByLabelText('Current password'), 'a-guess');
    await user.click(save);
    expect(await security.findByText('Your current password is not right.')).toBeInTheDocument();
    expect(useAppStore.getState().userInfor?.twoFactorEnabled).toBe(false);

    await user.clear(security.getByLabelText('Current password'));
    await user.type(security.getByLabelText('Current password'), PASSWORD);
    await user.click(save);
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    await waitFor(() => expect(security.queryByLabelText('Current password')).not.toBeInTheDocument());
    expect(toggle).toBeChecked();
    expect(patches.at(-1)).toEqual({ twoFactorEnabled: true, twoFactorChannel: 'sms', current_password: PASSWORD });
    // The stored user follows the account.
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ twoFactorEnabled: true });
    expect(useAppStore.getState().userInfor?.twoFactorEnabled).toBe(true);

    await user.click(toggle);
    await user.type(security.getByLabelText('Current password'), PASSWORD);
    await user.click(security.getByRole('button', { name: 'Save Security' }));
    await waitFor(() => expect(security.queryByLabelText('Current password')).not.toBeInTheDocument());
    expect(toggle).not.toBeChecked();
    expect(patches.at(-1)).toEqual({ twoFactorEnabled: false, twoFactorChannel: 'sms', current_password: PASSWORD });
  });

  it('changes the channel on its own; Cancel puts the settings back', async () => {
    const account = makeMe({ phone: '+15551234567', twoFactorEnabled: true });
    const patches = meEndpoint(account);
    const { user, section } = await openSettings(account);
    const security = within(section('Security'));
    await user.click(security.getByRole('radio', { name: 'SMS' }));
    await user.click(security.getByRole('button', { name: 'Cancel' }));
    expect(security.getByRole('radio', { name: 'Email' })).toBeChecked();
    expect(security.queryByLabelText('Current password')).not.toBeInTheDocument();

    await user.click(security.getByRole('radio', { name: 'SMS' }));
    await user.type(security.getByLabelText('Current password'), PASSWORD);
    await user.click(security.getByRole('button', { name: 'Save Security' }));
    await waitFor(() => expect(patches).toEqual([{ twoFactorEnabled: true, twoFactorChannel: 'sms', current_password: PASSWORD }]));
    expect(security.getByRole('radio', { name: 'SMS' })).toBeChecked();
  });
});

/** The settings page as it is mounted, with the alert bar and the header's account corner. */
async function openSettings(me: Me = makeMe()) {
  const user = userEvent.setup();
  logIn(me);
  renderWithProviders(
    <>
      <AccountSettings />
      <AuthHarness />
    </>,
  );
  await screen.findByText('@' + me.username);
  const section = (name: string) => screen.getByRole('region', { name });
  return { user, section };
}

it('goes to the section a link names once the account has loaded (the console sends its team to #security)', async () => {
  meEndpoint(makeMe());
  window.history.replaceState(null, '', '/account#security');
  // jsdom lays nothing out, and has no scrollIntoView.
  const scrolled = jest.fn();
  HTMLElement.prototype.scrollIntoView = scrolled;
  try {
    const { section } = await openSettings();
    await waitFor(() => expect(scrolled.mock.contexts).toContain(section('Security')));
  } finally {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    window.history.replaceState(null, '', '/');
  }
});

describe('Premium', () => {
  const section = () => screen.getByRole('region', { name: 'Premium' });

  it('invites a member without premium to go premium, at the plans\' price', async () => {
    meEndpoint(makeMe());
    logIn();
    renderWithProviders(<AccountSettings />);
    expect(await within(await screen.findByRole('region', { name: 'Premium' })).findByText(/From \$4\.99\/month\./)).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'Go Premium' })).toHaveAttribute('href', '/premium');
  });

  it("shows a subscriber's plan and status, and leads to the premium page", async () => {
    premium = subscribed({ cancel_at_period_end: true });
    meEndpoint(makeMe());
    logIn();
    renderWithProviders(<AccountSettings />);
    expect(await within(await screen.findByRole('region', { name: 'Premium' })).findByText('Monthly, $4.99/month')).toBeInTheDocument();
    expect(section()).toHaveTextContent('Canceled');
    expect(section()).toHaveTextContent(/Premium stays until March 14, 2027/);
    expect(within(section()).getByRole('link', { name: 'Manage premium' })).toHaveAttribute('href', '/premium');
  });
});

describe('Profile', () => {
  it('checks a new username as sign-up does, and saves the name and username', async () => {
    const patches = meEndpoint(makeMe());
    const searches: string[] = [];
    server.use(
      http.get(`${V2}/user/name`, ({ request }) => {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        searches.push(search);
        return HttpResponse.json({ available: search !== 'taken' });
      }),
    );
    const { user, section } = await openSettings();
    const profile = within(section('Profile'));
    const save = profile.getByRole('button', { name: 'Save Profile' });
    expect(save).toBeDisabled();
    // The member's own name, in another case, is no change to check.
    await user.clear(profile.getByLabelText('Username'));
    await user.type(profile.getByLabelText('Username'), 'DJNOVA');
    await user.tab();
    expect(searches).toEqual([]);

    await user.clear(profile.getByLabelText('Username'));
    await user.type(profile.getByLabelText('Username'), 'taken');
    await user.tab();
    expect(await profile.findByText('This username is already in use.')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(profile.getByLabelText('Username'));
    await user.type(profile.getByLabelText('Username'), 'nova.reign');
    await user.clear(profile.getByLabelText('Full name'));
    await user.type(profile.getByLabelText('Full name'), 'Nova R.');
    await user.tab();
    expect(await profile.findByText('Available')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(patches).toEqual([{ fullname: 'Nova R.', username: 'nova.reign' }]));
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    expect(screen.getByText('@nova.reign')).toBeInTheDocument();
    expect(useAppStore.getState().userInfor?.username).toBe('nova.reign');
  });
});

describe('Email and phone', () => {
  it('sends a code to the new email with the current password, shows a wrong one, then confirms it with the code', async () => {
    meEndpoint(makeMe());
    const bodies: unknown[] = [];
    server.use(
      http.post(`${V3}/users/me/contact`, async ({ request }) => {
        const body = (await request.json()) as { current_password: string };
        bodies.push(body);
        if (body.current_password !== PASSWORD) return apiError(400, 'Your current password is not right.');
        return HttpResponse.json({ message: 'We sent a 4-digit code to new@example.com.' });
      }),
      http.post(`${V3}/users/me/contact/verify`, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        bodies.push(body);
        if (body.code !== '2468') return apiError(400, 'That code is not right. 4 tries left.');
        return HttpResponse.json(makeMe({ email: 'new@example.com' }));
      }),
    );
    const { user, section } = await openSettings();
    expect(within(section('Email and phone')).getByText('nova@example.com')).toBeInTheDocument();
    expect(within(section('Email and phone')).getByText('Not set')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Email' });
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    const sendCode = within(dialog).getByRole('button', { name: 'Send Code' });
    expect(sendCode).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Current password'), 'a-guess');
    await user.click(sendCode);
    expect(await within(dialog).findByText('Your current password is not right.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Current password'));
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.click(sendCode);
    expect(await within(dialog).findByText('We sent a 4-digit code to new@example.com.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Code'), '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('That code is not right. 4 tries left.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), '2468');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section('Email and phone')).getByText('new@example.com')).toBeInTheDocument();
    expect(bodies).toEqual([
      { way: 'email', email: 'new@example.com', current_password: 'a-guess' },
      { way: 'email', email: 'new@example.com', current_password: PASSWORD },
      { way: 'email', email: 'new@example.com', code: '1111' },
      { way: 'email', email: 'new@example.com', code: '2468' },
    ]);
  });

  it('adds a phone number with the +1 prefix; Resend code asks again with the same password', async () => {
    meEndpoint(makeMe());
    const bodies: unknown[] = [];
    server.use(
      http.post(`${V3}/users/me/contact`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'We sent a 4-digit code to +15551234567.' });
      }),
    );
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Add phone number' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Phone Number' });
    await user.type(within(dialog).getByLabelText('Phone number'), '(555) 123-4567');
    await user.type(within(dialog).getByLabelText('Current password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByText('We sent a 4-digit code to +15551234567.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    const sent = { way: 'phone', phone: '+15551234567', current_password: PASSWORD };
    await waitFor(() => expect(bodies).toEqual([sent, sent]));
  });
});

describe('Password', () => {
  it('needs the current password and a new one the rules accept; shows a wrong current one, then confirms the change', async () => {
    meEndpoint(makeMe());
    const bodies: { current: string; password: string }[] = [];
    server.use(
      http.post(`${V3}/users/me/password`, async ({ request }) => {
        const body = (await request.json()) as { current: string; password: string };
        bodies.push(body);
        if (body.current !== 'old-pass-word') return apiError(400, 'Your current password is not right.');
        return HttpResponse.json({ message: 'Your password has been changed. Your other devices have been logged out.' });
      }),
    );
    const { user, section } = await openSettings();
    const form = within(section('Password'));
    const submit = form.getByRole('button', { name: 'Change Password' });
    expect(form.getByRole('list', { name: 'Password rules' })).toBeInTheDocument();
    await user.type(form.getByLabelText('Current password'), 'wrong-one');
    await user.type(form.getByLabelText('New password'), 'velvet-turntable-sunrise');
    expect(await form.findByText('Password strength: Strong')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(form.getByLabelText('Repeat password'), 'velvet-turntable-sunris');
    expect(form.getByText('Password must the same')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(form.getByLabelText('Repeat password'), 'e');
    await user.click(submit);
    expect(await form.findByText('Your current password is not right.')).toBeInTheDocument();

    await user.clear(form.getByLabelText('Current password'));
    await user.type(form.getByLabelText('Current password'), 'old-pass-word');
    await user.click(submit);
    expect(await screen.findByText('Your password has been changed. Your other devices have been logged out.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('Current password')).toHaveValue(''));
    expect(form.getByLabelText('New password')).toHaveValue('');
    expect(bodies.at(-1)).toEqual({ current: 'old-pass-word', password: 'velvet-turntable-sunrise' });
    expect(useAppStore.getState().isLoggedIn).toBe(true);
  });
});

describe('Devices', () => {
  it('logs out everywhere after a confirmation, and here too', async () => {
    meEndpoint(makeMe());
    let calls = 0;
    server.use(
      http.delete(`${V3}/users/me/sessions`, () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Log Out Everywhere' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out on every device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Log Out Everywhere' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Log out on every device?' })).getByRole('button', { name: 'Log Out Everywhere' }));
    expect(await screen.findByText('You have been logged out on every device.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(screen.getByText('Log in to see and change your account settings.')).toBeInTheDocument();
  });
});

describe('Purchases', () => {
  it('leads to the mixtapes the member bought and their receipts', async () => {
    meEndpoint(makeMe());
    await openSettings();
    const section = screen.getByRole('region', { name: 'Purchases' });
    expect(within(section).getByRole('link', { name: 'See Your Purchases' })).toHaveAttribute('href', '/purchases');
  });
});

describe('Delete account', () => {
  it('asks for the password in a confirmation, shows a wrong one, then deletes, logs out and goes home', async () => {
    meEndpoint(makeMe());
    const bodies: unknown[] = [];
    server.use(
      http.delete(`${V3}/users/me`, async ({ request }) => {
        const body = (await request.json()) as { password: string };
        bodies.push(body);
        if (body.password !== 'my-password') return apiError(400, 'That password is not right.');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await openSettings();
    await user.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/playlists, favorites, likes, history and comments will be gone for good/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete Account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Your password'), 'guess');
    await user.click(confirm);
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(useAppStore.getState().isLoggedIn).toBe(true);

    await user.clear(within(dialog).getByLabelText('Your password'));
    await user.type(within(dialog).getByLabelText('Your password'), 'my-password');
    await user.click(confirm);
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    expect(bodies).toEqual([{ password: 'guess' }, { password: 'my-password' }]);
    expect(useAppStore.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem('user')).toBeNull();
    expect(push).toHaveBeenCalledWith('/');
  });
});

describe('A team account', () => {
  // The server wants a recent two-factor code before a team account's email, phone or codes change: the page asks for
  // one in the code dialog, then the change goes on. Members without a team role are never asked (the tests above).
  const TEAM_ME = makeMe({ roles: ['member', 'creator', 'moderator', 'admin'], twoFactorEnabled: true });
  const FRESH_MESSAGE = 'Changing this on a team account needs a two-factor code from the last 5 minutes. Enter the code we send you to go on.';
  const SENT_MESSAGE = 'We sent a 4-digit code to your email. It expires in 10 minutes.';
  const refusedForCode = () => HttpResponse.json({ statusCode: 403, message: FRESH_MESSAGE, error: 'Forbidden', code: 'fresh_second_factor_needed' }, { status: 403 });

  /** The step-up calls: codes sent, codes tried (1357 is right); a right one makes the session fresh. */
  function serveStepUp() {
    const state = { sent: 0, tried: [] as string[], passed: false };
    server.use(
      http.post(`${V3}/admin/second-factor`, () => {
        state.sent += 1;
        return HttpResponse.json({ message: SENT_MESSAGE, channel: 'email' });
      }),
      http.post(`${V3}/admin/second-factor/verify`, async ({ request }) => {
        const { code } = (await request.json()) as { code: string };
        state.tried.push(code);
        if (code !== '1357') return apiError(400, 'That code is not right. 4 tries left.');
        state.passed = true;
        return HttpResponse.json({ message: 'Code confirmed.', second_factor_at: new Date().toISOString() });
      }),
    );
    return state;
  }

  /** Types the code into the open code dialog and confirms it; the dialog closes. */
  async function passCode(user: ReturnType<typeof userEvent.setup>, code = '1357') {
    const dialog = await screen.findByRole('dialog', { name: SECOND_FACTOR_TITLE });
    expect(dialog).toHaveTextContent(TEAM_CHANGE_INTRO);
    expect(await within(dialog).findByText(SENT_MESSAGE)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), code);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: SECOND_FACTOR_TITLE })).not.toBeInTheDocument());
  }

  it('asks for a two-factor code before the new email is sent its code, then sends it and confirms the change', async () => {
    meEndpoint(TEAM_ME);
    const stepUp = serveStepUp();
    const bodies: unknown[] = [];
    server.use(
      http.post(`${V3}/users/me/contact`, async ({ request }) => {
        bodies.push(await request.json());
        return stepUp.passed ? HttpResponse.json({ message: 'We sent a 4-digit code to new@example.com.' }) : refusedForCode();
      }),
      http.post(`${V3}/users/me/contact/verify`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...TEAM_ME, email: 'new@example.com' });
      }),
    );
    const { user, section } = await openSettings(TEAM_ME);
    await user.click(screen.getByRole('button', { name: 'Change email' }));
    const change = screen.getByRole('dialog', { name: 'Change Email' });
    await user.type(within(change).getByLabelText('Email'), 'new@example.com');
    await user.type(within(change).getByLabelText('Current password'), PASSWORD);
    await user.click(within(change).getByRole('button', { name: 'Send Code' }));

    await passCode(user);
    expect(await within(change).findByText('We sent a 4-digit code to new@example.com.')).toBeInTheDocument();
    await user.type(within(change).getByRole('textbox', { name: 'Code' }), '2468');
    await user.click(within(change).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section('Email and phone')).getByText('new@example.com')).toBeInTheDocument();

    const sent = { way: 'email', email: 'new@example.com', current_password: PASSWORD };
    expect(bodies).toEqual([sent, sent, { way: 'email', email: 'new@example.com', code: '2468' }]);
    expect(stepUp).toMatchObject({ sent: 1, tried: ['1357'] });
    // The refusal that was answered is not shown.
    expect(screen.queryByText(FRESH_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps codes on when the code dialog is closed, saying why; with a code they go off', async () => {
    let me = TEAM_ME;
    const stepUp = serveStepUp();
    const patches: unknown[] = [];
    server.use(
      http.get(`${V3}/users/me`, () => HttpResponse.json(me)),
      http.patch(`${V3}/users/me`, async ({ request }) => {
        const body = (await request.json()) as Pick<Me, 'twoFactorEnabled' | 'twoFactorChannel'> & { current_password?: string };
        const patch = { twoFactorEnabled: body.twoFactorEnabled, twoFactorChannel: body.twoFactorChannel };
        expect(body.current_password).toBe(PASSWORD);
        patches.push(patch);
        if (!stepUp.passed) return refusedForCode();
        me = { ...me, ...patch };
        return HttpResponse.json(me);
      }),
    );
    const { user, section } = await openSettings(TEAM_ME);
    const security = within(section('Security'));
    const toggle = security.getByRole('switch', { name: 'Two-factor authentication' });
    await user.click(toggle);
    await user.type(security.getByLabelText('Current password'), PASSWORD);
    await user.click(security.getByRole('button', { name: 'Save Security' }));

    const dialog = await screen.findByRole('dialog', { name: SECOND_FACTOR_TITLE });
    expect(await within(dialog).findByText(SENT_MESSAGE)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await security.findByText(FRESH_MESSAGE)).toBeInTheDocument();
    expect(useAppStore.getState().userInfor?.twoFactorEnabled).toBe(true);

    await user.click(security.getByRole('button', { name: 'Save Security' }));
    await passCode(user);
    expect(await screen.findByText('Your settings have been saved.')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    expect(useAppStore.getState().userInfor?.twoFactorEnabled).toBe(false);
    const off = { twoFactorEnabled: false, twoFactorChannel: 'email' };
    expect(patches).toEqual([off, off, off]);
    expect(stepUp).toMatchObject({ sent: 2, tried: ['1357'] });
  });
});
