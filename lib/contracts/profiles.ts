import { z } from 'zod';
import { CLAIM_NOTE_MAX, PROFILE_KINDS } from '../profiles';
import { pageQuerySchema, pagedSchema } from './common';

// Who publishes as whom (see docs/product.md, The studio): the artists, DJs and podcasts a creator may publish
// under, the claims they file for others (GET /studio/profiles, POST /studio/profiles/claims), and the console's
// answers to them (GET /admin/claims, POST /admin/claims/{id}/approve and /refuse, POST /admin/users/{id}/profiles).

export const profileKindSchema = z.enum(PROFILE_KINDS, { error: 'kind must be one of artist, dj, podcast' });

/** An artist, DJ or podcast of the site; `name` is a podcast's title. */
export const profileSchema = z.object({
  kind: profileKindSchema,
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const CLAIM_STATUSES = ['pending', 'approved', 'refused'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A claim as its creator sees it. */
export const claimSchema = z.object({
  id: z.number().int(),
  profile: profileSchema,
  note: z.string(),
  status: z.enum(CLAIM_STATUSES),
  created_at: z.string(),
  /** When an admin approved or refused it; null while it waits. */
  decided_at: z.string().nullable(),
});
export type Claim = z.infer<typeof claimSchema>;

/** GET /studio/profiles: the profiles the caller may publish under, by name, and their claims, newest first. */
export const studioProfilesSchema = z.object({ profiles: z.array(profileSchema), claims: z.array(claimSchema) });
export type StudioProfiles = z.infer<typeof studioProfilesSchema>;

/** POST /studio/profiles/claims: the profile by kind and name (any case), and why it is theirs. */
export const fileClaimSchema = z.object({
  kind: profileKindSchema,
  name: z.string({ error: 'Name the profile you claim.' }).trim().min(1, 'Name the profile you claim.').max(200, 'The name must be at most 200 characters.'),
  note: z
    .string({ error: 'Say why this profile is yours.' })
    .trim()
    .min(1, 'Say why this profile is yours.')
    .max(CLAIM_NOTE_MAX, `The note must be at most ${CLAIM_NOTE_MAX} characters.`),
});
export type FileClaim = z.infer<typeof fileClaimSchema>;

const memberRefSchema = z.object({ id: z.number().int(), username: z.string() });

/** A claim as the console lists it: who asked, who owns the profile now, and who decided. */
export const consoleClaimSchema = claimSchema.extend({
  creator: memberRefSchema,
  owners: z.array(memberRefSchema),
  decided_by: memberRefSchema.nullable(),
});
export type ConsoleClaim = z.infer<typeof consoleClaimSchema>;

/** GET /admin/claims: those waiting (the default), oldest first, or those of another status, newest first. */
export const claimQuerySchema = pageQuerySchema.extend({
  status: z.enum([...CLAIM_STATUSES, 'all'], { error: 'status must be one of pending, approved, refused, all' }).default('pending'),
});
export const claimPageSchema = pagedSchema(consoleClaimSchema);
export const claimActionSchema = z.object({ changed: z.boolean(), message: z.string(), item: consoleClaimSchema });
export type ClaimAction = z.infer<typeof claimActionSchema>;

/** POST /admin/users/{id}/profiles: make the member an owner of the profile, or no longer one. */
export const profileOwnerBodySchema = z.object({
  kind: profileKindSchema,
  profile_id: z.number({ error: 'profile_id must be the id of the profile' }).int('profile_id must be the id of the profile').positive('profile_id must be the id of the profile'),
  grant: z.boolean({ error: 'grant must be true or false' }),
});
export const profileOwnersActionSchema = z.object({
  changed: z.boolean(),
  message: z.string(),
  item: profileSchema.extend({ owners: z.array(memberRefSchema) }),
});
export type ProfileOwnersAction = z.infer<typeof profileOwnersActionSchema>;
