/** @jest-environment node */
import { assertAcceptablePassword } from '@/server/auth/passwords';
import { MIN_PASSWORD_SCORE, checkPasswordStrength, identityInputs } from '@/lib/password-strength';

/** The refusal's message, or null when the password is accepted. */
async function refusal(password: string, identity: (string | null)[] = []): Promise<string | null> {
  try {
    await assertAcceptablePassword(password, identity);
    return null;
  } catch (error) {
    expect(error).toMatchObject({ kind: 'invalid' });
    return (error as Error).message;
  }
}

describe('assertAcceptablePassword', () => {
  it.each([
    ['aaaaaaaa', 'Repeated characters like "aaa" are easy to guess.'],
    ['        ', 'Repeated characters like "aaa" are easy to guess.'],
    ['letmein123', 'This is similar to a commonly used password.'],
    ['password1', 'This is a commonly used password.'],
  ])('refuses %j as too easy to guess, with zxcvbn’s own warning', async (password, warning) => {
    expect(await refusal(password)).toBe(`This password is too easy to guess. ${warning}`);
  });

  it('accepts a passphrase of ordinary words', async () => {
    expect(await refusal('tape-deck-1987-rewind')).toBeNull();
    expect(await refusal('correct horse battery staple')).toBeNull();
    expect(await refusal('night-drive-42', ['djnova', 'Nova Reign', 'nova@example.com'])).toBeNull();
  });

  it('keeps the length rule first', async () => {
    expect(await refusal('short')).toBe('Password must have at least 8 characters');
    expect(await refusal('x'.repeat(129))).toBe('Password must have at most 128 characters');
    expect(await refusal(`${'tape-deck-1987-rewind '.repeat(6)}`.slice(0, 128))).toBeNull();
  });

  it('refuses the user’s own name, username, email or phone, alone or barely changed', async () => {
    const own = 'Password must not be your name, username, email or phone.';
    expect(await refusal('DJ_Mixmaster', ['dj_mixmaster'])).toBe(own);
    expect(await refusal('dj.mixer', ['dj.mixer@example.com'])).toBe(own);
    expect(await refusal('Nova Reign', ['djnova', 'Nova Reign'])).toBe(own);
    for (const [password, identity] of [
      ['dj.mixer-2', ['dj.mixer@example.com']],
      ['novareign2024', ['djnova', 'Nova Reign']],
      ['djnova2024', ['djnova']],
      ['5550100001', ['kay', '+15550100001']],
    ] as const) {
      expect(await refusal(password, [...identity])).toMatch(/^This password is too easy to guess\. There should not be any personal/);
    }
    // The same passwords without the identity that makes them guessable.
    expect(await refusal('novareign2024', ['someone else'])).toBeNull();
  });

  it('refuses common passwords, capitalised, l33t or with a year', async () => {
    for (const password of ['password', 'Password', '12345678', 'qwertyuiop', 'iloveyou', 'Sunshine', 'passw0rd!', 'Summer2024!']) {
      expect(await refusal(password)).toMatch(/^This password is too easy to guess\./);
    }
  });

  // How long it takes is a benchmark's business, not a test's: this only proves the longest password is judged.
  it('accepts the longest allowed password when it is strong', async () => {
    const random = Array.from({ length: 128 }, (_, i) => String.fromCharCode(33 + ((i * 37 + 7) % 90))).join('');
    expect(await refusal(random)).toBeNull();
  });
});

describe('checkPasswordStrength', () => {
  it('labels scores for the meter and accepts from score 3', async () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    expect(await checkPasswordStrength('aaaaaaaa')).toMatchObject({ score: 0, label: 'Weak', acceptable: false });
    expect(await checkPasswordStrength('letmein123')).toMatchObject({ score: 1, label: 'Weak', acceptable: false });
    expect(await checkPasswordStrength('Summer2024!')).toMatchObject({ score: 2, label: 'Fair', acceptable: false });
    expect(await checkPasswordStrength('bassline-theory')).toMatchObject({ score: 3, label: 'Good', acceptable: true, problem: undefined });
    expect(await checkPasswordStrength('tape-deck-1987-rewind')).toMatchObject({ score: 4, label: 'Strong', acceptable: true });
  });

  it('turns identity fields into zxcvbn user inputs', () => {
    expect(identityInputs(['DJ_Nova', 'Nova Reign', 'nova.reign@example.com', '+15550100001', null, ' ', 'ab'])).toEqual([
      'dj_nova',
      'nova',
      'nova reign',
      'reign',
      'novareign',
      'nova.reign@example.com',
      'nova.reign',
      'example',
      '+15550100001',
      '15550100001',
      '5550100001',
      '0100001',
    ]);
  });
});
