/** @jest-environment node */
import { logServerError } from '@/server/http/errors';
import { captureLogs } from '@/server/core/logger';

it('logs a request id and the error, never the query parameters or quoted values a database error carries', () => {
  const { lines, stop } = captureLogs();
  try {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "victim@example.com"'), { code: '22P02' });
    const error = new Error(
      'Failed query: select "id" from "users" where "email" = $1 and "password_hash" = $2\nparams: victim@example.com,$argon2id$v=19$secret',
      { cause },
    );
    logServerError(error, { method: 'POST', url: '/api/v3/auth/recover/reset?token=reset-token-123' }, 'req-42');
  } finally {
    stop();
  }
  expect(lines).toHaveLength(1);
  const entry = JSON.parse(lines[0]);
  expect(entry).toMatchObject({ level: 'error', requestId: 'req-42', method: 'POST', path: '/api/v3/auth/recover/reset', errorCode: '22P02' });
  expect(entry.message).toBe('invalid input syntax for type integer: "…"');
  for (const secret of ['victim@example.com', 'argon2id', 'reset-token-123', 'params']) expect(lines[0]).not.toContain(secret);
});
