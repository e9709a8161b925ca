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
  ['components/x/a.tsx', "import { api as x } from '@/services/common/api-client';", 'import/no-restricted-paths'],
  ['components/x/a.tsx', "import x from 'axios';", 'no-restricted-imports'],
  ['components/x/a.tsx', "import { route as x } from '@/server/http/route';", 'import/no-restricted-paths'],
  ['pages/x.tsx', "import x from 'axios';", 'no-restricted-imports'],
  ['pages/x.tsx', "import { route as x } from '@/server/http/route';", 'no-restricted-imports'],
  ['hooks/a.ts', "import { Header as x } from '@/components/layout/header';", 'import/no-restricted-paths'],
  ['services/a.ts', "import { useHome as x } from '@/hooks/discovery/use-home';", 'import/no-restricted-paths'],
  ['store/a.ts', "import { api as x } from '@/services/common/api-client';", 'import/no-restricted-paths'],
  // The store only records plays and completions; hooks/player/use-play-analytics.ts reports them.
  ['store/a.ts', "import { analytics as x } from '@/services/common/analytics';", 'import/no-restricted-paths'],
  ['lib/a.ts', "import { useAppStore as x } from '@/store';", 'import/no-restricted-paths'],
  ['server/a.ts', "import { api as x } from '@/services/common/api-client';", 'import/no-restricted-paths'],
  // The service worker shares lib/ with the site, nothing else.
  ['sw/a.ts', "import { useAppStore as x } from '@/store';", 'import/no-restricted-paths'],
  // Links load their page on intent (components/common/page-link.tsx), not as they come into view.
  ['components/x/a.tsx', "import x from 'next/link';", 'no-restricted-imports'],
  ['pages/x.tsx', "import x from 'next/link';", 'no-restricted-imports'],
  // commands/ sit between hooks/ and services/.
  ['commands/a.ts', "import { useHome as x } from '@/hooks/discovery/use-home';", 'import/no-restricted-paths'],
  ['services/a.ts', "import { player as x } from '@/commands/player/player';", 'import/no-restricted-paths'],
  ['store/a.ts', "import { player as x } from '@/commands/player/player';", 'import/no-restricted-paths'],
  ['server/a.ts', "import { PRIMARY as x } from '@/theme/constants';", 'import/no-restricted-paths'],
  // The floors of server/: entries, transport, domains, then adapters, caches, db and core.
  ['server/catalog/a.ts', "import { HttpError as x } from '../http/errors';", 'import/no-restricted-paths'],
  ['server/catalog/a.ts', "import { apiRoutes as x } from '@/server/routes';", 'import/no-restricted-paths'],
  ['server/auth/a.ts', "import { mixtapeForPage as x } from '../ssr/catalog';", 'import/no-restricted-paths'],
  ['server/http/a.ts', "import { catalogRoutes as x } from '../routes/catalog';", 'import/no-restricted-paths'],
  ['server/adapters/a.ts', "import { receiveWebhook as x } from '../payments/webhooks';", 'import/no-restricted-paths'],
  ['server/cache/a.ts', "import { getMixtape as x } from '../catalog/mixtapes';", 'import/no-restricted-paths'],
  ['server/db/a.ts', "import { ingestEvents as x } from '../telemetry/ingest';", 'import/no-restricted-paths'],
  ['server/core/a.ts', "import { getDb as x } from '../db/client';", 'import/no-restricted-paths'],
  ['server/core/a.ts', "import { getMediaStorage as x } from '../adapters/media-storage';", 'import/no-restricted-paths'],
  ['server/discovery/a.ts', "import { route as x } from '../http/route';", 'import/no-restricted-paths'],
  // Below server/http nothing sees a request, a response or a cookie header: plain values in, plain results out.
  ['server/auth/a.ts', "import type { IncomingMessage as x } from 'node:http';", 'no-restricted-imports'],
  ['server/payments/a.ts', "import type { ServerResponse as x } from 'http';", 'no-restricted-imports'],
  ['server/account/a.ts', "import type { NextApiRequest as x } from 'next';", 'no-restricted-imports'],
  ['server/telemetry/a.ts', "import { NextResponse as x } from 'next/server';", 'no-restricted-imports'],
  ['server/adapters/a.ts', "import { request as x } from 'node:https';", 'no-restricted-imports'],
  ['server/cache/a.ts', "import { STATUS_CODES as x } from 'node:http';", 'no-restricted-imports'],
  ['server/db/a.ts', "import type { NextApiResponse as x } from 'next';", 'no-restricted-imports'],
  ['server/core/a.ts', "import type { IncomingMessage as x } from 'node:http';", 'no-restricted-imports'],
  // Settings come from one schema (server/core/config.ts), checked at start.
  ['server/auth/a.ts', 'const x = process.env.SMTP_URL;', 'no-restricted-properties'],
  ['server/http/a.ts', "const x = process.env['PORT'];", 'no-restricted-properties'],
  // Features (FEATURES in eslint.config.mjs): another feature's files only through its door.
  ['components/player/a.tsx', "import { PlaylistScreen as x } from '@/components/playlists/playlist-screen';", 'no-restricted-imports'],
  ['components/player/a.tsx', "import { PlaylistScreen as x } from '../playlists/playlist-screen';", 'no-restricted-imports'],
  ['hooks/player/a.ts', "import { useMixtape as x } from '@/hooks/catalog/use-mixtape';", 'no-restricted-imports'],
  ['components/common/a.tsx', "import { usePlayMixtape as x } from '@/hooks/player/use-play-mixtape';", 'no-restricted-imports'],
  ['pages/x.tsx', "import { MixtapeScreen as x } from '@/components/catalog/mixtape-screen';", 'no-restricted-imports'],
  // ... and only the features before it in its layer: never the reverse, never the layout; common imports none.
  ['components/playlists/a.tsx', "import { QueueButton as x } from '@/components/player';", 'import/no-restricted-paths'],
  ['hooks/library/a.ts', "import { useMixtape as x } from '@/hooks/catalog';", 'import/no-restricted-paths'],
  ['commands/library/a.ts', "import { player as x } from '@/commands/player';", 'import/no-restricted-paths'],
  ['services/common/a.ts', "import { catalogService as x } from '@/services/catalog';", 'import/no-restricted-paths'],
  ['components/common/a.tsx', "import { FavoriteButton as x } from '@/components/library';", 'import/no-restricted-paths'],
  ['components/player/a.tsx', "import { AppLayout as x } from '@/components/layout';", 'import/no-restricted-paths'],
  ['components/library/a.tsx', "const x = () => import('@/components/player/player');", 'import/no-restricted-paths'],
  // The first screen (scripts/first-screen.mjs) loads MUI, axios, zod and dayjs on demand, never by value.
  ['components/layout/app-layout.tsx', "import { z as x } from 'zod';", '@typescript-eslint/no-restricted-imports'],
  ['pages/index.tsx', "import x from '@mui/material/Button';", '@typescript-eslint/no-restricted-imports'],
  ['components/layout/app-layout.tsx', "import x from 'dayjs';", '@typescript-eslint/no-restricted-imports'],
];
const allowed: [string, string][] = [
  ['components/layout/app-layout.tsx', "import type { ZodError as x } from 'zod';"],
  ['components/studio/a.tsx', "import x from '@mui/material/Button';"],
  ['components/x/a.tsx', "import { useHome as x } from '@/hooks/discovery/use-home';"],
  ['sw/a.ts', "import { OFFLINE_CACHE as x } from '@/lib/offline';"],
  ['hooks/a.ts', "import { api as x } from '@/services/common/api-client';"],
  ['services/a.ts', "import { useAppStore as x } from '@/store';"],
  ['pages/x.tsx', "import { outboxPageProps as x } from '@/server/ssr/outbox';"],
  ['pages/api/x.ts', "import { route as x } from '@/server/http/route';"],
  ['components/common/page-link.tsx', "import x from 'next/link';"],
  ['components/x/a.tsx', "import { player as x } from '@/commands/player/player';"],
  ['hooks/a.ts', "import { player as x } from '@/commands/player/player';"],
  ['commands/a.ts', "import { api as x } from '@/services/common/api-client';"],
  ['server/routes/a.ts', "import { route as x } from '@/server/http/route';"],
  ['server/http/a.ts', "import { getMixtape as x } from '../catalog/mixtapes';"],
  ['server/catalog/a.ts', "import { notFound as x } from '../core/errors';"],
  ['server/catalog/a.ts', "import { getDb as x } from '../db/client';"],
  ['server/adapters/a.ts', "import { getDb as x } from '../db/client';"],
  ['server/http/a.ts', "import type { IncomingMessage as x } from 'node:http';"],
  ['server/routes/a.ts', "import type { NextApiRequest as x } from 'next';"],
  ['server/auth/a.ts', "import { ipHash as x } from '../core/requester';"],
  ['server/auth/a.ts', "import { settings } from '../core/config';\nconst x = settings().SMTP_URL;"],
  ['components/player/a.tsx', "import { PlaylistScreen as x } from '@/components/playlists';"],
  ['components/player/a.tsx', "import { QueueRow as x } from './queue-row';"],
  ['components/player/a.tsx', "import { player as x } from '@/commands/player/player';"],
  ['components/player/a.tsx', "import { useMixtape as x } from '@/hooks/catalog';"],
  ['components/catalog/a.tsx', "import { FavoriteButton as x } from '@/components/library';"],
  ['components/common/a.tsx', "import { usePlayMixtape as x } from '@/hooks/player';"],
  ['pages/x.tsx', "import { MixtapeScreen as x } from '@/components/catalog';"],
  ['components/layout/a.tsx', "import { QueueButton as x } from '@/components/player';"],
  ['components/layout/a.tsx', "const x = () => import('@/components/player/player');"],
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
