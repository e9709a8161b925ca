import { z } from 'zod';

/** GET /api/health: the process is up and answering. */
export const healthSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

const checkSchema = z.object({ ok: z.boolean(), message: z.string().optional() });

/** GET /api/ready: 200 when every check passes, 503 with the same shape when one does not. */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  /** `stopping` only while the process stops (SIGTERM): it is then never ready. */
  checks: z.object({ database: checkSchema, migrations: checkSchema, media: checkSchema, stopping: checkSchema.optional() }),
});
export type Readiness = z.infer<typeof readinessSchema>;
