/** @jest-environment node */
// The one-way layers are enforced by lint (eslint.config.mjs): these imports must fail it, and the allowed
// direction must pass. ESLint runs in a plain Node child: its config loader does not work inside jest's modules.
import { execFileSync } from 'node:child_process';

const LINT_TEXTS = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const out = [];
for (const [filePath, code] of cases) {
  const [result] = await eslint.lintText(code + '\\nexport const used = [x];\\n', { filePath });
  out.push(result.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message));
}
console.log(JSON.stringify(out));
`;

const forbidden: [string, string, string][] = [
  ['components/x/a.tsx', "import { api as x } from '@/services/api-client';", 'import/no-restricted-paths'],
  ['components/x/a.tsx', "import x from 'axios';", 'no-restricted-imports'],
  ['components/x/a.tsx', "import { route as x } from '@/server/http/route';", 'import/no-restricted-paths'],
  ['pages/x.tsx', "import x from 'axios';", 'no-restricted-imports'],
  ['pages/x.tsx', "import { route as x } from '@/server/http/route';", 'no-restricted-imports'],
  ['hooks/a.ts', "import { Header as x } from '@/components/layout/header';", 'import/no-restricted-paths'],
  ['services/a.ts', "import { useHome as x } from '@/hooks/use-home';", 'import/no-restricted-paths'],
  ['store/a.ts', "import { api as x } from '@/services/api-client';", 'import/no-restricted-paths'],
  // The store only records plays and completions; hooks/use-play-analytics.ts reports them.
  ['store/a.ts', "import { analytics as x } from '@/services/analytics';", 'import/no-restricted-paths'],
  ['lib/a.ts', "import { useAppStore as x } from '@/store';", 'import/no-restricted-paths'],
  ['server/a.ts', "import { api as x } from '@/services/api-client';", 'import/no-restricted-paths'],
  // Links load their page on intent (components/common/page-link.tsx), not as they come into view.
  ['components/x/a.tsx', "import x from 'next/link';", 'no-restricted-imports'],
  ['pages/x.tsx', "import x from 'next/link';", 'no-restricted-imports'],
];
const allowed: [string, string][] = [
  ['components/x/a.tsx', "import { useHome as x } from '@/hooks/use-home';"],
  ['hooks/a.ts', "import { api as x } from '@/services/api-client';"],
  ['services/a.ts', "import { useAppStore as x } from '@/store';"],
  ['pages/x.tsx', "import { outboxPageProps as x } from '@/server/ssr/outbox';"],
  ['pages/api/x.ts', "import { route as x } from '@/server/http/route';"],
  ['components/common/page-link.tsx', "import x from 'next/link';"],
];

let results: string[][];
beforeAll(() => {
  const cases = [...forbidden.map(([file, code]) => [file, code]), ...allowed];
  results = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', LINT_TEXTS, JSON.stringify(cases)], { encoding: 'utf8' }));
}, 60_000);

it.each(forbidden.map((c, i) => [...c, i] as const))('%s may not %s', (_file, _code, rule, i) => {
  expect(results[i]).toContain(rule);
});

it.each(allowed.map((c, i) => [...c, forbidden.length + i] as const))('%s may %s', (_file, _code, i) => {
  expect(results[i]).toEqual([]);
});
