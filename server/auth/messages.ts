import { CODE_TTL_MINUTES, RESET_TTL_MINUTES } from './limits';

/** What goes out: email uses subject and text, SMS only `sms`. Plain text, branded, nothing to click but links. */
export interface MessageContent {
  subject: string;
  text: string;
  sms: string;
}

const BRAND = 'LMT Mixtapes';
const SIGNATURE = `\n\n— ${BRAND}\n`;
const IGNORE = 'If you did not ask for this, you can ignore this message: nothing changes on your account.';

export type CodePurpose = 'signup' | 'login' | 'recover' | 'contact';

const WHAT: Record<CodePurpose, { subject: string; line: string }> = {
  signup: { subject: 'your sign-up code', line: 'to confirm your email and finish signing up' },
  login: { subject: 'your log-in code', line: 'to finish logging in' },
  recover: { subject: 'your password reset code', line: 'to reset your password' },
  contact: { subject: 'confirm your new address', line: 'in your account settings to make this your new address' },
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

export function resetLinkMessage(username: string, link: string): MessageContent {
  return {
    subject: `${BRAND}: reset your password`,
    text:
      `Hi ${username},\n\nTo choose a new password, open this link:\n\n${link}\n\nIt works once and expires in ` +
      `${RESET_TTL_MINUTES} minutes.\n\n${IGNORE}${SIGNATURE}`,
    sms: `${BRAND}: reset your password at ${link}`,
  };
}
