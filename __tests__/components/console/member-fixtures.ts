import type { MemberSummary } from '@/lib/contracts/admin';

/** A member as the console's list shows them: an ordinary account, Bea Buyer, unless `overrides` say otherwise. */
export const memberSummary = (overrides: Partial<MemberSummary> = {}): MemberSummary => ({
  id: 40,
  username: 'buyer',
  fullname: 'Bea Buyer',
  email: 'bea@example.com',
  phone: null,
  roles: ['member'],
  is_premium: false,
  two_factor_enabled: false,
  suspended_at: null,
  comment_ban_until: null,
  created_at: '2026-10-01T12:00:00.000Z',
  ...overrides,
});
