import { z } from 'zod';

/** The one error shape every API route answers with. `message` is what the site shows. */
export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  error: z.string(),
  /** Names the request in the server's logs (also in the X-Request-Id header): worth quoting in a bug report. */
  requestId: z.string().optional(),
  /**
   * On a 400 for a request that failed its schema: every field that is wrong, each with one message (`field` is
   * the dotted path, `infringing_urls.1`). `message` is the first of them. Absent when no field is at fault.
   */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /**
   * On a 402 for a refused card: Stripe's error code (`card_declined`, `expired_card`, ...) and, when the bank gave one, its decline code (`insufficient_funds`).
   * On a console 403 that wants a two-factor code: `second_factor_needed` or `fresh_second_factor_needed` (lib/second-factor.ts).
   */
  code: z.string().optional(),
  decline_code: z.string().optional(),
  /** On a 451: the reference of the copyright notice the mixtape or track is taken down under. */
  reference: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const NUMERIC_STRING_MESSAGE = 'Validation failed (numeric string is expected)';

/** A path id: a positive integer written in decimal, nothing else. */
export const numericIdSchema = z
  .string({ error: NUMERIC_STRING_MESSAGE })
  .regex(/^\d{1,9}$/, NUMERIC_STRING_MESSAGE)
  .transform(Number)
  .refine((n) => n > 0, NUMERIC_STRING_MESSAGE);

/** The largest value of PostgreSQL's integer, the type of every id column: no row has an id above it. */
export const MAX_ID = 2_147_483_647;

/**
 * A row's id in a query filter (`?actor=12`): decimal digits naming an id a row can have. Anything else, an id past
 * MAX_ID included (the database would refuse to compare it), is a 400 saying `message`.
 */
export const idFilterSchema = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID, message);

export const MAX_TAKE = 100;
/** Far past the last page of any list: a page beyond it is refused rather than counted. */
const MAX_PAGE = MAX_ID;

export const pageQuerySchema = z.object({
  // The bounds first: a number too large to be exact is not an integer to zod either, and its bound says why.
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .min(1, 'page must be 1 or more')
    .max(MAX_PAGE, `page must not be more than ${MAX_PAGE}`)
    .int('page must be a whole number')
    .default(1),
  take: z.coerce
    .number({ error: 'take must be a whole number' })
    .int('take must be a whole number')
    .min(1, 'take must be 1 or more')
    .max(MAX_TAKE, `take must not be more than ${MAX_TAKE}`)
    .default(20),
});

export const pageMetaSchema = z.object({
  page: z.number().int(),
  take: z.number().int(),
  total: z.number().int(),
  pageCount: z.number().int(),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMetaSchema });
}
export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}
