import { and, eq, inArray, sql } from 'drizzle-orm';
import { ALERT_KINDS, ALERT_KIND_NAMES, alertKindOfToken, type AlertKind, type AlertSettings, type AlertSettingsPatch, type UnsubscribeResult } from '@/lib/contracts/alerts';
import { config } from '../core/config';
import { invalid } from '../core/errors';
import { isSignature, signature } from '../core/secret';
import { getDb } from '../db/client';
import { alertOptOuts, users } from '../db/schema';

// Which alert emails a member gets (see docs/product.md, Release alerts): every kind is on until turned off, in
// Account or by the unsubscribe link of an email of that kind, which works without logging in.

export const INVALID_UNSUBSCRIBE_MESSAGE = 'This unsubscribe link is not valid. Open it again from the email, or turn the email off in Account settings.';

const PURPOSE = 'alert-unsubscribe';
const signed = (userId: number, kind: AlertKind) => `${userId}/${kind}`;

/**
 * The links an alert email carries to turn its kind off: the page (which asks first) and the one-click POST of the
 * `List-Unsubscribe` header. Their token names the member and the kind, signed with a key derived from the app's
 * secret; it never expires, as an email read months later must still let its reader stop the next ones.
 */
export function unsubscribeLinks(userId: number, kind: AlertKind): { page: string; oneClick: string } {
  const token = `${userId}.${kind}.${signature(PURPOSE, signed(userId, kind))}`;
  return { page: `${config.appUrl}/unsubscribe?token=${token}`, oneClick: `${config.appUrl}/api/v3/alerts/unsubscribe?token=${token}` };
}

/** Turns off the kind an unsubscribe link names: 400 unless the link was made here, unchanged. No log-in needed. */
export async function unsubscribe(token: string): Promise<UnsubscribeResult> {
  const kind = alertKindOfToken(token);
  const [userId, , given] = token.split('.');
  if (!kind || !isSignature(PURPOSE, signed(Number(userId), kind), given)) throw invalid(INVALID_UNSUBSCRIBE_MESSAGE);
  const db = await getDb();
  // An account deleted since has nothing left to turn off: the link still answers as done.
  await db.execute(sql`insert into ${alertOptOuts} (user_id, kind) select ${users.id}, ${kind} from ${users} where ${users.id} = ${Number(userId)} on conflict do nothing`);
  return { kind, message: `You're unsubscribed from ${ALERT_KIND_NAMES[kind]} emails.` };
}

export async function getAlertSettings(userId: number): Promise<AlertSettings> {
  const db = await getDb();
  const off = new Set((await db.select({ kind: alertOptOuts.kind }).from(alertOptOuts).where(eq(alertOptOuts.userId, userId))).map((row) => row.kind));
  return Object.fromEntries(ALERT_KINDS.map((kind) => [kind, !off.has(kind)])) as AlertSettings;
}

/** Turns the kinds named on or off; the others stay as they were. */
export async function changeAlertSettings(userId: number, patch: AlertSettingsPatch): Promise<AlertSettings> {
  const named = ALERT_KINDS.filter((kind) => patch[kind] !== undefined);
  const off = named.filter((kind) => !patch[kind]);
  const on = named.filter((kind) => patch[kind]);
  const db = await getDb();
  await db.transaction(async (tx) => {
    if (off.length) await tx.insert(alertOptOuts).values(off.map((kind) => ({ userId, kind }))).onConflictDoNothing();
    if (on.length) await tx.delete(alertOptOuts).where(and(eq(alertOptOuts.userId, userId), inArray(alertOptOuts.kind, on)));
  });
  return getAlertSettings(userId);
}
