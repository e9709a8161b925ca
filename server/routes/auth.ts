import { undoChangeResultSchema, undoChangeSchema } from '@/lib/contracts/account';
import { twoFactorSendSchema, loginResultSchema, loginSchema, recoverSchema, recoverResultSchema, recoverInfoSchema, recoveryInfoResultSchema, recoverResetSchema, resetResultSchema, recoverVerifySchema, recoveryTokenSchema, refreshResultSchema, twoFactorVerifySchema } from '@/lib/contracts/auth';
import { refreshTokenOf, sessionCredentials } from '@/server/http/auth';
import { method, route, type RouteTable } from '@/server/http/route';
import { undoContactChange } from '@/server/account/undo-change';
import { sendTwoFactorCode, login, verifyTwoFactor } from '@/server/auth/login';
import { startRecovery, recoveryInfo, resetPassword, verifyRecoveryCode } from '@/server/auth/recovery';
import { logout, refresh } from '@/server/auth/session-cookie';

export const authRoutes: RouteTable = {
  '/api/v3/auth/2fa': route({
    POST: method({ summary: 'Send the code of a pending two-factor log-in', body: twoFactorSendSchema, handler: ({ requester, body }) => sendTwoFactorCode(requester, body) }),
  }),
  '/api/v3/auth/login': route({
    POST: method({
      summary: 'Log in with an email or username and a password (428 with a token when two-factor codes are on)',
      body: loginSchema,
      response: loginResultSchema,
      handler: ({ requester, body }) => login(requester, body),
    }),
  }),
  '/api/v3/auth/logout': route({
    POST: method({ summary: 'Log out: end the session and clear the refresh cookie', handler: ({ req }) => logout(sessionCredentials(req)) }),
  }),
  '/api/v3/auth/recover': route({
    POST: method({ summary: 'Start a password recovery: a link by email, or a code by SMS (answers sms_token)', response: recoverResultSchema, body: recoverSchema, handler: ({ requester, body }) => startRecovery(requester, body) }),
  }),
  '/api/v3/auth/recover/info': route({
    POST: method({ summary: 'Who a password reset token is for', response: recoveryInfoResultSchema, body: recoverInfoSchema, handler: ({ requester, body }) => recoveryInfo(requester, body.token) }),
  }),
  '/api/v3/auth/recover/reset': route({
    POST: method({ summary: 'Set a new password with a reset token', response: resetResultSchema, body: recoverResetSchema, handler: ({ requester, body }) => resetPassword(requester, body) }),
  }),
  '/api/v3/auth/recover/verify': route({
    POST: method({ summary: 'Check an SMS recovery code: answers the reset token', response: recoveryTokenSchema, body: recoverVerifySchema, handler: ({ requester, body }) => verifyRecoveryCode(requester, body) }),
  }),
  '/api/v3/auth/refresh': route({
    POST: method({ summary: 'A new access token from the refresh cookie', response: refreshResultSchema, handler: ({ req }) => refresh(refreshTokenOf(req)) }),
  }),
  '/api/v3/auth/undo-change': route({
    POST: method({
      summary: 'Undo a change of email or phone with the link sent to the old one: every session ends',
      response: undoChangeResultSchema,
      body: undoChangeSchema,
      handler: ({ requester, body }) => undoContactChange(requester, body.token),
    }),
  }),
  '/api/v3/auth/verify': route({
    POST: method({
      summary: 'Complete a two-factor log-in with its code',
      body: twoFactorVerifySchema,
      response: loginResultSchema,
      handler: ({ requester, body }) => verifyTwoFactor(requester, body),
    }),
  }),
};
