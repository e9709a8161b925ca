import { z } from 'zod';
import { numericIdSchema } from './common';

// Alert emails (see docs/product.md, Following and alerts): each kind can be turned off in Account or by the
// unsubscribe link of an email of that kind.

/** New releases of followed artists, DJs and podcasts, and 'Notify me' reminders of Coming Soon mixtapes. */
export const ALERT_KINDS = ['artists', 'djs', 'podcasts', 'coming_soon'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What each kind is about: the label of its switch in Account, and the line an unsubscribe page shows. */
export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  artists: 'New releases from artists you follow',
  djs: 'New releases from DJs you follow',
  podcasts: 'New episodes of podcasts you follow',
  coming_soon: 'Coming Soon mixtapes you asked to hear about',
};

/** Each kind as it names its emails: "Unsubscribe from artist release emails?" */
export const ALERT_KIND_NAMES: Record<AlertKind, string> = {
  artists: 'artist release',
  djs: 'DJ release',
  podcasts: 'new episode',
  coming_soon: 'Coming Soon',
};

/**
 * The kind an unsubscribe token names, read without checking its signature (the API checks it): `<user id>.<kind>.<signature>`.
 * Null when the token is not of that shape.
 */
export function alertKindOfToken(token: string): AlertKind | null {
  const [user, kind, signature, ...rest] = token.split('.');
  if (rest.length || !/^\d{1,9}$/.test(user ?? '') || !signature) return null;
  return (ALERT_KINDS as readonly string[]).includes(kind) ? (kind as AlertKind) : null;
}

/** A member's alert emails, each kind on (true) or off. */
export const alertSettingsSchema = z.object({
  artists: z.boolean(),
  djs: z.boolean(),
  podcasts: z.boolean(),
  coming_soon: z.boolean(),
});
export type AlertSettings = z.infer<typeof alertSettingsSchema>;

const onOrOff = (kind: AlertKind) => z.boolean({ error: `${kind} must be true or false` }).optional();

/** `PATCH /users/me/alerts`: the kinds to change, at least one. */
export const alertSettingsPatchSchema = z
  .strictObject(
    { artists: onOrOff('artists'), djs: onOrOff('djs'), podcasts: onOrOff('podcasts'), coming_soon: onOrOff('coming_soon') },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Only ${ALERT_KINDS.join(', ')} can be changed` : undefined) },
  )
  .refine((patch) => Object.values(patch).some((on) => on !== undefined), `Name at least one of ${ALERT_KINDS.join(', ')}`);
export type AlertSettingsPatch = z.infer<typeof alertSettingsPatchSchema>;

/** `/alerts/unsubscribe?token=`: the token of an alert email's unsubscribe link. */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'token is too long'),
});

/** What an unsubscribe turned off. */
export const unsubscribeResultSchema = z.object({ kind: z.enum(ALERT_KINDS), message: z.string() });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

/** `/users/reminders/{mixtapeId}`. */
export const reminderParamsSchema = z.object({ mixtapeId: numericIdSchema });

/** Whether the member asked to be told when the mixtape is out ('Notify me'). */
export const reminderStateSchema = z.object({ reminder: z.boolean() });
export type ReminderState = z.infer<typeof reminderStateSchema>;
