import { z } from 'zod';
import { PASSWORD_MAX, fullnameSchema, otpSchema, passwordSchema, signupOtpSchema, twoFactorChannelSchema, usernameSchema } from './auth';

// The account settings a member changes on their own account (v3 /users/me/...), the undo of a change of email or
// phone (v3 /auth/undo-change), and a team member's session passing a second factor (v3 /admin/second-factor), which
// the console and a team account's changes of email, phone and codes ask for. See docs/product.md, Account settings.

const CURRENT_PASSWORD_MISSING_MESSAGE = 'Enter your current password';

/** A password typed to prove it is the owner: any length the account could have, checked against the stored hash. */
const ownPasswordSchema = (missing: string) => z.string({ error: missing }).min(1, missing).max(PASSWORD_MAX, 'That password is not right.');

/** The current password, typed again to change the email, the phone or the two-factor settings. */
export const currentPasswordSchema = z.object({ current_password: ownPasswordSchema(CURRENT_PASSWORD_MISSING_MESSAGE) });

/** The Security section's settings, with the password that allows changing them. */
export const twoFactorSettingsSchema = currentPasswordSchema.extend({ twoFactorEnabled: z.boolean(), twoFactorChannel: twoFactorChannelSchema });

/** v3 PATCH /users/me: any of the profile and two-factor settings; the two-factor ones need current_password. */
export const updateMeSchema = z
  .object({ fullname: fullnameSchema, username: usernameSchema, ...twoFactorSettingsSchema.shape })
  .partial()
  .refine((v) => Object.keys(v).some((key) => key !== 'current_password'), 'Nothing to update')
  .refine((v) => (v.twoFactorEnabled === undefined && v.twoFactorChannel === undefined) || v.current_password !== undefined, {
    message: CURRENT_PASSWORD_MISSING_MESSAGE,
    path: ['current_password'],
  });
export type MePatch = z.infer<typeof updateMeSchema>;

/** v3 POST /users/me/contact: the new email or phone (as a sign-up code's) and the current password. */
export const contactChangeSchema = z.intersection(signupOtpSchema, currentPasswordSchema);
export type ContactChange = z.infer<typeof contactChangeSchema>;

/** v3 POST /users/me/password. */
export const changePasswordSchema = z.object({
  current: ownPasswordSchema(CURRENT_PASSWORD_MISSING_MESSAGE),
  password: passwordSchema,
});

/** v3 DELETE /users/me. */
export const deleteAccountSchema = z.object({ password: ownPasswordSchema('Enter your password') });

/** The answer of the account calls that have only something to say. */
export const accountMessageSchema = z.object({ message: z.string() });

/** v3 POST /auth/undo-change: the token of the link sent to the old email or phone. */
export const undoChangeSchema = z.object({ token: z.string().min(1, 'token is required').max(200) });
/** Its answer: what was put back, and a reset token to choose a new password with at once (/reset-password). */
export const undoChangeResultSchema = z.object({ message: z.string(), reset_token: z.string().min(1) });
export type UndoChangeResult = z.infer<typeof undoChangeResultSchema>;

/** POST /admin/second-factor: the code went to the account's own two-factor channel. */
export const secondFactorSentSchema = z.object({ message: z.string(), channel: twoFactorChannelSchema });
/** POST /admin/second-factor/verify. */
export const secondFactorVerifySchema = z.object({ code: otpSchema });
/** The session has passed a second factor, at `second_factor_at`. */
export const secondFactorPassedSchema = z.object({ message: z.string(), second_factor_at: z.string() });
