import { z } from 'zod';

/** One message the built-in outbox kept (mail or SMS, with the code or link it carried). */
export const outboxMessageSchema = z.object({
  to: z.string(),
  channel: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  /** Headers of its own, as sent (an alert's `List-Unsubscribe`), or null. */
  headers: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** The answer to GET /api/dev/outbox, newest first. */
export const outboxListSchema = z.object({ data: z.array(outboxMessageSchema) });
