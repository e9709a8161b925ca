import { CODE_TTL_MINUTES, RESET_TTL_MINUTES, UNDO_CHANGE_TTL_DAYS } from './limits';

/** What goes out: email uses subject and text, SMS only `sms`. Plain text, branded, nothing to click but links. */
export interface MessageContent {
  subject: string;
  text: string;
  sms: string;
}

const BRAND = 'LMT Mixtapes';
const SIGNATURE = `\n\n— ${BRAND}\n`;
const IGNORE = 'If you did not ask for this, you can ignore this message: nothing changes on your account.';

export type CodePurpose = 'signup' | 'login' | 'recover' | 'contact' | 'second-factor';

const WHAT: Record<CodePurpose, { subject: string; line: string }> = {
  signup: { subject: 'your sign-up code', line: 'to confirm your email and finish signing up' },
  login: { subject: 'your log-in code', line: 'to finish logging in' },
  recover: { subject: 'your password reset code', line: 'to reset your password' },
  contact: { subject: 'confirm your new address', line: 'in your account settings to make this your new address' },
  'second-factor': { subject: 'your two-factor code', line: 'on the site to confirm it is you' },
};

export function codeMessage(purpose: CodePurpose, code: string): MessageContent {
  const what = WHAT[purpose];
  return {
    subject: `${BRAND}: ${what.subject}`,
    text:
      `Hi,\n\nYour ${BRAND} code is ${code}\n\nEnter it ${what.line}. It works once and expires in ` +
      `${CODE_TTL_MINUTES} minutes.\n\n${IGNORE}${SIGNATURE}`,
    sms: `${BRAND}: your code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`,
  };
}

/** Sent instead of a sign-up code when the address already has an account: the person learns it, nobody else. */
export function alreadyRegisteredMessage(): MessageContent {
  return {
    subject: `${BRAND}: you already have an account`,
    text:
      `Hi,\n\nSomeone, hopefully you, tried to sign up for ${BRAND} with this address, but it already belongs to ` +
      `an account. Log in with your username or this address instead. Forgot the password? Choose ` +
      `"Forgot" in the log-in dialog to reset it.\n\n${IGNORE}${SIGNATURE}`,
    sms: `${BRAND}: this number already has an account. Log in, or choose "Forgot" to reset your password.`,
  };
}

/** Sent instead of a code when someone asks to move their account to an address that already has one. */
export function contactInUseMessage(): MessageContent {
  return {
    subject: `${BRAND}: this address already has an account`,
    text:
      `Hi,\n\nSomeone, hopefully you, asked to use this address for a ${BRAND} account, but it already belongs to ` +
      `another account. To use it there, delete or change that account first.\n\n${IGNORE}${SIGNATURE}`,
    sms: `${BRAND}: this number already belongs to an account, so it cannot be added to another one.`,
  };
}

/** To the owner, once, when wrong recovery codes for their number pause its recovery. */
export function recoveryPausedMessage(pause: string): MessageContent {
  return {
    subject: `${BRAND}: password recovery paused`,
    text:
      `Hi,\n\nSomeone entered too many wrong codes while trying to reset your ${BRAND} password by text message, so ` +
      `we paused password recovery for your number for ${pause}. Your password is unchanged: you can still log in ` +
      `with it.\n\nIf this was you, you can ask for a new code after the pause.${SIGNATURE}`,
    sms: `${BRAND}: too many wrong codes were entered to reset your password, so recovery by phone is paused for ${pause}. Your password is unchanged.`,
  };
}

export function resetLinkMessage(username: string, link: string): MessageContent {
  return {
    subject: `${BRAND}: reset your password`,
    text:
      `Hi ${username},\n\nTo choose a new password, open this link:\n\n${link}\n\nIt works once and expires in ` +
      `${RESET_TTL_MINUTES} minutes.\n\n${IGNORE}${SIGNATURE}`,
    sms: `${BRAND}: reset your password at ${link}`,
  };
}

/**
 * To the old email or phone when the account's changes (for a first one, to its other address): the link undoes
 * the change. It does not name the new address, which may be an intruder's.
 */
export function contactChangedMessage(username: string, what: 'email address' | 'phone number', added: boolean, link: string): MessageContent {
  const change = added ? `a new ${what} was added to your account` : `the ${what} of your account was changed`;
  return {
    subject: `${BRAND}: your ${what} was ${added ? 'added' : 'changed'}`,
    text:
      `Hi ${username},\n\nOn ${BRAND}, ${change}. If you did this, there is nothing to do.\n\nIf you did ` +
      `not, undo it with this link: it ${added ? 'removes it again' : `puts your old ${what} back`} and logs your ` +
      `account out on every device.\n\n${link}\n\nIt works once, for ${UNDO_CHANGE_TTL_DAYS} days.${SIGNATURE}`,
    sms: `${BRAND}: ${change}. Not you? Undo it within ${UNDO_CHANGE_TTL_DAYS} days: ${link}`,
  };
}

/** To the address two-factor codes went to, when they are turned off. */
export function twoFactorOffMessage(username: string): MessageContent {
  return {
    subject: `${BRAND}: two-factor authentication was turned off`,
    text:
      `Hi ${username},\n\nTwo-factor authentication was turned off for your ${BRAND} account: logging in now takes ` +
      `only the password. If you did this, there is nothing to do.\n\nIf you did not, someone knows your password: ` +
      `reset it with "Forgot" in the log-in dialog, then turn two-factor authentication on again in your account ` +
      `settings.${SIGNATURE}`,
    sms: `${BRAND}: two-factor authentication was turned off for your account. Not you? Reset your password now.`,
  };
}
