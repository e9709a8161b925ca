import { z } from 'zod';
import { PASSWORD_MAX, passwordSchema } from './auth';

// The account settings a member changes with a password or a code (v3 /users/me/...). Name, username and two-factor
// settings go through PATCH /users/me (updateMeSchema in ./auth).

/** A password typed to prove it is the owner: any length the account could have, checked against the stored hash. */
const ownPasswordSchema = (missing: string) => z.string().min(1, missing).max(PASSWORD_MAX, 'That password is not right.');

/** v3 POST /users/me/password. */
export const changePasswordSchema = z.object({
  current: ownPasswordSchema('Enter your current password'),
  password: passwordSchema,
});

/** v3 DELETE /users/me. */
export const deleteAccountSchema = z.object({ password: ownPasswordSchema('Enter your password') });

/** The answer of the account calls that have only something to say. */
export const accountMessageSchema = z.object({ message: z.string() });
