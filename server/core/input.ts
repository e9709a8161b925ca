import { invalid } from './errors';

/** Deeper than any input of this API needs; also keeps every recursive walk over input far from the stack's end. */
export const MAX_INPUT_DEPTH = 32;

// A NUL cannot be stored in PostgreSQL text; a lone surrogate is not Unicode and breaks JSON columns and UTF-8.
const NUL = /\u0000/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const where = (path: string) => (path ? ` (in ${path})` : '');

function textProblem(text: string, path: string): string | null {
  if (NUL.test(text)) return `Text must not contain NUL characters${where(path)}.`;
  if (LONE_SURROGATE.test(text)) return `Text must be valid Unicode${where(path)}.`;
  return null;
}

/**
 * What is wrong with untrusted input as a whole, before any schema looks at it: nesting deeper than
 * MAX_INPUT_DEPTH, or a key or string that cannot be stored as text. Null when it is fine. Iterative, so no
 * input can overflow the stack here.
 */
export function inputProblem(value: unknown): string | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value, item.path);
      if (problem) return problem;
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_INPUT_DEPTH) return `The input is nested too deeply (more than ${MAX_INPUT_DEPTH} levels).`;
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      const problem = textProblem(key, item.path);
      if (problem) return problem;
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}

export function assertSafeInput(value: unknown): void {
  const problem = inputProblem(value);
  if (problem) throw invalid(problem);
}
