import { z } from 'zod';

/** One-time codes are 4 digits. */
export const OTP_LENGTH = 4;
/** Phone numbers are North American, written with the +1 prefix. */
export const PHONE_PREFIX = '+1';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_TAKEN_MESSAGE = 'This username is already in use.';
export const PASSWORD_MISMATCH_MESSAGE = 'Password must the same';
/** The start of the answer to a password zxcvbn scores too low (lib/password-strength.ts); its own advice follows. */
export const PASSWORD_TOO_WEAK_MESSAGE = 'This password is too easy to guess.';
export const PASSWORD_IDENTITY_MESSAGE = 'Password must not be your name, username, email or phone.';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'));
/** A North American number written with the +1 prefix: +1 and ten digits. */
export const phoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+1\d{10}$/, 'Enter a valid phone number: +1 and 10 digits'));
export const otpSchema = z.string().trim().regex(/^\d{4}$/, `The code has ${OTP_LENGTH} digits`);
export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must have at least 3 characters')
  .max(30, 'Username must have at most 30 characters')
  .regex(/^[A-Za-z0-9_.]+$/, 'Username may contain letters, digits, dots and underscores');

/** What is wrong with a typed username under usernameSchema, showable as is; undefined when it is valid. */
export function usernameProblem(value: string): string | undefined {
  const parsed = usernameSchema.safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must have at most ${PASSWORD_MAX} characters`);
export const fullnameSchema = z.string().trim().min(1, 'Full name is required').max(100, 'Full name is too long');

export const signupWaySchema = z.enum(['email', 'phone'], { error: 'way must be email or phone' });
export type SignupWay = z.infer<typeof signupWaySchema>;

/** v2.0 POST /signup/otp, form-encoded. */
/** Where a one-time code goes: an email address, or a phone number already carrying the +1 prefix. */
export type Contact = { way: 'email'; email: string } | { way: 'phone'; phone: string };

export const signupOtpSchema = z.discriminatedUnion('way', [
  z.object({ way: z.literal('email'), email: emailSchema }),
  z.object({ way: z.literal('phone'), phone: phoneSchema }),
]);
/** v2.0 POST /signup/verify: returns { signup_token }. */
export const signupVerifySchema = z.intersection(signupOtpSchema, z.object({ code: otpSchema }));
/** v2.0 POST /signup: returns a LoginResult and sets the refresh cookie. */
export const signupSchema = z.object({
  fullname: fullnameSchema,
  username: usernameSchema,
  password: passwordSchema,
  signup_token: z.string().min(1, 'signup_token is required'),
});
/** v2.0 GET /user/name?search= : returns { available }. */
export const usernameQuerySchema = z.object({ search: z.string().trim().min(1, 'search is required').max(60) });

/** The answer to v2.0 POST /signup/verify: the token Account Setup sends with POST /signup. */
export const signupTokenResultSchema = z.object({ signup_token: z.string().min(1) });
/** The answer to v2.0 GET /user/name. */
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });

/** v3 POST /auth/login. `user` is an email or a username. */
export const loginSchema = z.object({
  user: z.string().trim().min(1, 'Enter your email or username').max(254),
  pass: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export const twoFactorChannelSchema = z.enum(['sms', 'email'], { error: 'channel must be sms or email' });
export type TwoFactorChannel = z.infer<typeof twoFactorChannelSchema>;
/** v3 POST /auth/2fa: sends the code of a pending 2FA login. */
export const twoFactorSendSchema = z.object({ token: z.string().min(1, 'token is required'), channel: twoFactorChannelSchema });
/** v3 POST /auth/verify: completes a 2FA login; returns a LoginResult. */
export const twoFactorVerifySchema = z.object({ token: z.string().min(1, 'token is required'), code: otpSchema });

/** v3 POST /auth/recover: email sends a link; phone answers { sms_token }. */
export const recoverSchema = z.union([z.object({ email: emailSchema }), z.object({ phone: phoneSchema })], {
  error: 'Enter your email or phone number',
});
/** v3 POST /auth/recover/verify: answers { token } for the reset step. */
export const recoverVerifySchema = z.object({ sms_token: z.string().min(1, 'sms_token is required'), code: otpSchema });
/** v3 POST /auth/recover/info: who the reset token is for. */
export const recoverInfoSchema = z.object({ token: z.string().min(1, 'token is required') });
/** v3 POST /auth/recover/reset. */
export const recoverResetSchema = z.object({ token: z.string().min(1, 'token is required'), password: passwordSchema });

/** The answer to v3 POST /auth/recover: what to tell the person, and the sms_token of the code step for a phone. */
export const recoverResultSchema = z.object({ message: z.string(), sms_token: z.string().min(1).optional() });
export type RecoverResult = z.infer<typeof recoverResultSchema>;
/** The answer to v3 POST /auth/recover/verify: the reset token. */
export const recoveryTokenSchema = z.object({ token: z.string().min(1) });
/** The answer to v3 POST /auth/recover/info. */
export const recoveryInfoResultSchema = z.object({ username: z.string() });
export type RecoveryInfo = z.infer<typeof recoveryInfoResultSchema>;
/** The answer to v3 POST /auth/recover/reset. */
export const resetResultSchema = z.object({ message: z.string() });

export const publicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullname: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * What an account may do: every account is a `member`; a `creator` publishes in the studio; a `moderator` answers
 * reported comments and members in the console; an `admin` does everything, money and roles included.
 */
export const ROLES = ['member', 'creator', 'moderator', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;
/** The roles an admin grants (every account is a member). */
export const GRANTED_ROLES = ['creator', 'moderator', 'admin'] as const;
export type GrantedRole = (typeof GRANTED_ROLES)[number];

/** v3 POST /admin/users/{id}/roles. */
export const grantRoleSchema = z.object({
  role: z.enum(GRANTED_ROLES, { message: "role must be 'creator', 'moderator' or 'admin'" }),
  grant: z.boolean({ message: 'grant must be true or false' }),
});

/** The logged-in user's own view of their account. */
export const meSchema = publicUserSchema.extend({
  roles: z.array(roleSchema),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  isPremium: z.boolean(),
  twoFactorEnabled: z.boolean(),
  twoFactorChannel: twoFactorChannelSchema,
});
export type Me = z.infer<typeof meSchema>;

export const loginResultSchema = z.object({ access_token: z.string(), api_token: z.string(), user: meSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;

/** The answer to v3 POST /auth/refresh (the refresh token itself stays in its httpOnly cookie). */
export const refreshResultSchema = z.object({ access_token: z.string().min(1) });

/** The 428 answer of POST /auth/login when 2FA is on. `sms` says which channel the code goes to. */
export const twoFactorRequiredSchema = z.object({
  statusCode: z.literal(428),
  message: z.string(),
  error: z.string(),
  token: z.string(),
  sms: z.boolean(),
});
