import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PasswordStrengthMeter } from '@/components/account/password-strength-meter';
import { usePasswordStrength } from '@/hooks/account/use-password-strength';
import { renderWithProviders } from '../../helpers/render';

// Which of zxcvbn's packages have been loaded: none may be while only the form's modules are imported.
const mockLoaded: string[] = [];
jest.mock('@zxcvbn-ts/core', () => {
  mockLoaded.push('core');
  return jest.requireActual('@zxcvbn-ts/core');
});
jest.mock('@zxcvbn-ts/language-common', () => {
  mockLoaded.push('common');
  return jest.requireActual('@zxcvbn-ts/language-common');
});
jest.mock('@zxcvbn-ts/language-en', () => {
  mockLoaded.push('en');
  return jest.requireActual('@zxcvbn-ts/language-en');
});

function Harness({ identity = [] }: { identity?: string[] }) {
  const [password, setPassword] = useState('');
  const strength = usePasswordStrength(password, identity);
  return (
    <>
      <label>
        Password
        <input value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <PasswordStrengthMeter password={password} state={strength} />
      <output aria-label="accepted">{String(strength.acceptable)}</output>
    </>
  );
}

it('loads the dictionaries only once a password form is on screen', async () => {
  // Importing the meter, its hook and the shared rule (as every page with the auth dialogs does) loads nothing.
  await import('@/components/account/account-setup-step');
  await import('@/components/account/reset-password-form');
  expect(mockLoaded).toEqual([]);
  renderWithProviders(<Harness />);
  await userEvent.setup().type(screen.getByLabelText('Password'), 'x');
  expect(await screen.findByText('Password strength: Weak')).toBeInTheDocument();
  expect(mockLoaded.sort()).toEqual(['common', 'core', 'en']);
});

const rules = () => within(screen.getByRole('list', { name: 'Password rules' })).getAllByRole('listitem').map((item) => item.textContent);

it('shows the rules before the first key and ticks each as the typed password meets it', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness identity={['djnova']} />);
  const notYet = ['At least 8 characters: not yet', 'Not your name, username, email or phone: not yet', 'Hard to guess: Good or Strong on the meter: not yet'];
  expect(rules()).toEqual(notYet);

  await user.type(screen.getByLabelText('Password'), 'djnova');
  expect(await screen.findByText('Password strength: Weak')).toBeInTheDocument();
  expect(rules()).toEqual(notYet);

  await user.type(screen.getByLabelText('Password'), '-at-the-turntable');
  expect(await screen.findByText('Password strength: Strong')).toBeInTheDocument();
  expect(rules()).toEqual(['At least 8 characters: done', 'Not your name, username, email or phone: done', 'Hard to guess: Good or Strong on the meter: done']);

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'abcdefgh');
  await waitFor(() => expect(rules()).toEqual(['At least 8 characters: done', 'Not your name, username, email or phone: done', 'Hard to guess: Good or Strong on the meter: not yet']));
});

it('shows no strength for an empty password, then a labelled bar, the label and the reason', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Harness identity={['djnova']} />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();

  await user.type(screen.getByLabelText('Password'), 'letmein123');
  const bar = await screen.findByRole('progressbar', { name: 'Password strength' });
  expect(bar).toHaveAttribute('aria-valuetext', 'Weak');
  expect(bar).toHaveAttribute('aria-valuenow', '40');
  expect(screen.getByText('This password is too easy to guess. This is similar to a commonly used password.')).toBeInTheDocument();
  expect(screen.getByLabelText('accepted')).toHaveTextContent('false');

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'Summer2024!');
  expect(await screen.findByText('Password strength: Fair')).toBeInTheDocument();
  expect(screen.getByText('This password is too easy to guess. Add more words that are less common.')).toBeInTheDocument();

  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'bassline-theory');
  expect(await screen.findByText('Password strength: Good')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '80');
  expect(screen.queryByText(/too easy to guess/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('accepted')).toHaveTextContent('true');

  await user.clear(screen.getByLabelText('Password'));
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
});
