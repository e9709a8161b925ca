export type RangeResult =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number }
  | { kind: 'unsatisfiable' };

/**
 * Interprets a `Range` header for a file of `size` bytes (RFC 9110 §14).
 * Syntax we don't serve (other units, several ranges, garbage) is ignored and the whole file is sent,
 * as the RFC allows; a well-formed range that starts past the end is unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return { kind: 'full' };
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
