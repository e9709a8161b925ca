// Apart from the admin contract, which is zod: the console's audit screen lists these without loading zod.

/**
 * Every action the console records (server/admin/*.ts, recordAudit), and a team member's session passing a second
 * factor (server/auth/second-factor.ts): the log can be narrowed to one of them.
 */
export const AUDIT_ACTIONS = [
  'comment.hide',
  'comment.restore',
  'comment.delete',
  'member.suspend',
  'member.restore',
  'member.role',
  'member.password_reset',
  'member.comment_ban',
  'dmca.takedown',
  'dmca.reject',
  'dmca.restore',
  'dmca.purge',
  'contact.reply',
  'contact.close',
  'purchase.refund',
  'subscription.cancel',
  'subscription.cancel_at_period_end',
  'claim.approve',
  'claim.refuse',
  'profile.link',
  'profile.unlink',
  'session.second_factor',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
