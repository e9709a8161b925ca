import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { firstScreen } from './scripts/first-screen.mjs';

// The browser side by feature. Each layer below the pages (components/, hooks/, commands/, services/) has a folder per
// feature, named alike in every layer that has files for it, a common/ folder for what serves every feature, and
// components/layout (with hooks/layout, ...), the app shell, which composes the features:
//   library    favorites, liked, history, downloads, offline saves, follows
//   payments   buying a mixtape, premium, purchases and receipts, the card forms
//   account    log-in, sign-up, recovery, two factors, the account settings and menu, the dev outbox
//   contact    the contact and DMCA forms
//   comments   the comments (built in, or OpenWeb's)
//   catalog    mixtapes, tracks, artists, DJs, podcasts, genres, charts, search
//   discovery  the home page's shelves, whom one follows and their releases
//   playlists  playlists and their editing
//   player     the player and its queue, radio, sync and hand-off between tabs and devices
//   studio     a creator's releases, profiles and stats
//   console    the staff's console
// The list is an order, bottom up: in its layer a feature imports only the features before it, common/ imports none,
// and none imports layout. From outside its folder a feature is reached through its door (index.ts), never its
// files; next/dynamic and import() name the exact file, so a lazy part stays its own chunk.
const FEATURES = ['library', 'payments', 'account', 'contact', 'comments', 'catalog', 'discovery', 'playlists', 'player', 'studio', 'console'];
const CLIENT_LAYERS = ['components', 'hooks', 'commands', 'services'];
const FEATURE_ORDER = CLIENT_LAYERS.flatMap((layer) => [
  { target: `./${layer}/common`, from: [...FEATURES, 'layout'].map((f) => `./${layer}/${f}`), message: `${layer}/common serves every feature and imports none.` },
  ...FEATURES.map((feature, i) => ({
    target: `./${layer}/${feature}`,
    from: [...FEATURES.slice(i + 1), 'layout'].map((f) => `./${layer}/${f}`),
    message: `${layer}/${feature} imports only the features before it in FEATURES (eslint.config.mjs): never one after it, nor the layout, which compose it.`,
  })),
]);
// Another feature's files only through its door: @/hooks/catalog, not @/hooks/catalog/use-mixtape.
const throughDoors = (own) => ({
  regex: `^@/(${CLIENT_LAYERS.join('|')})/(?!(common|${own})/)[^/]+/`,
  message: "Import another feature through its door (@/<layer>/<feature>, its index.ts), not its files.",
});
const OUT_OF_FOLDER = { regex: '^\\.\\./', message: 'Outside its own folder a file imports by @/ (another feature through its door).' };

// One-way layers: pages -> components -> hooks -> commands -> services -> lib; the store is a leaf the hooks, commands,
// services and components read; pages/api -> server -> lib (pages/api is one catch-all handing every request to
// server/api.ts). Each zone names what a folder must not import.
const LAYERS = [
  { target: './lib', from: ['./components', './commands', './hooks', './services', './store', './theme', './pages', './server'], message: 'lib/ is the bottom layer: pure code that imports no other layer.' },
  { target: './theme', from: ['./components', './commands', './hooks', './services', './store', './pages', './server'], message: 'theme/ imports only lib/.' },
  { target: './store', from: ['./components', './commands', './hooks', './services', './pages', './server'], message: 'The store holds state only: side effects (analytics, audio, HTTP) subscribe to it from services/ or hooks/.' },
  { target: './services', from: ['./components', './commands', './hooks', './pages', './server'], message: 'services/ is browser I/O below commands/, hooks/ and components/.' },
  { target: './commands', from: ['./components', './hooks', './pages', './server', './theme'], message: 'commands/ are plain functions over services/, the store and lib/: components and hooks call them, never the reverse.' },
  { target: './hooks', from: ['./components', './pages', './server'], message: 'hooks/ sit below components/.' },
  { target: './components', from: ['./services', './pages', './server'], message: 'Components reach the API and the player through hooks/ and commands/: never services/ or server/ directly.' },
  // The service worker runs apart from the page: it shares lib/offline.ts with the site, nothing of the page's code.
  { target: './sw', from: ['./components', './commands', './hooks', './services', './store', './theme', './pages', './server'], message: 'sw/ (the service worker) imports only lib/.' },
  { target: './server', from: ['./components', './commands', './hooks', './services', './store', './theme', './pages'], message: 'server/ imports only lib/ (and its own rooms).' },
];

// Floors inside server/, top down: the entries (api.ts, production.ts, routes/, openapi/, ssr/), the transport
// (http/), the domains, and at the bottom the adapters, cluster/, cache/, queue/, db/ and core/. A domain raises its own
// errors (core/errors.ts) and knows nothing of HTTP; nothing below the domains imports one.
const SERVER_ENTRIES = ['./server/api.ts', './server/production.ts', './server/jobs.ts', './server/routes', './server/openapi', './server/ssr'];
const SERVER_DOMAINS = ['account', 'admin', 'ads', 'auth', 'catalog', 'comments', 'contact', 'demo', 'discovery', 'library', 'media', 'payments', 'playlists', 'radio', 'studio', 'telemetry'].map((d) => `./server/${d}`);
const SERVER_TRANSPORT = ['./server/http', ...SERVER_ENTRIES];
const SERVER_FLOORS = [
  { target: './server/http', from: SERVER_ENTRIES, message: "server/http is the transport: the routes, the OpenAPI document and the pages' props sit above it." },
  { target: SERVER_DOMAINS, from: SERVER_TRANSPORT, message: 'A domain knows nothing of HTTP: it throws core/errors.ts and returns values (a file as core/files.ts describes it); server/routes answers.' },
  {
    target: ['./server/adapters', './server/cache', './server/cluster', './server/queue'],
    from: [...SERVER_TRANSPORT, ...SERVER_DOMAINS],
    message: 'Adapters and caches serve the domains and import none: hand them what they need (see receiveProviderEvents in server/adapters/payments.ts).',
  },
  { target: './server/db', from: [...SERVER_TRANSPORT, ...SERVER_DOMAINS, './server/adapters', './server/cache', './server/cluster', './server/queue'], message: 'server/db imports only core/.' },
  { target: './server/core', from: [...SERVER_TRANSPORT, ...SERVER_DOMAINS, './server/adapters', './server/cache', './server/cluster', './server/queue', './server/db'], message: 'server/core is the ground floor: it imports nothing of server/.' },
];
// Below the transport nothing sees a request or a response: a domain takes plain values (who asks: core/requester.ts)
// and returns plain results (cookies to set: core/cookies.ts; a file: core/files.ts), which server/http turns into the answer.
const BELOW_TRANSPORT = [...SERVER_DOMAINS, './server/adapters', './server/cache', './server/cluster', './server/queue', './server/db', './server/core'].map((d) => `${d.slice(2)}/**`);
const HTTP_MESSAGE =
  "Only server/http (and the entries above it) touches requests, responses and cookies: take plain values (core/requester.ts), return plain results (core/cookies.ts, core/files.ts).";
const HTTP_TYPES = {
  paths: ['node:http', 'http', 'node:https', 'https', 'next'].map((name) => ({ name, message: HTTP_MESSAGE })),
  patterns: [{ group: ['next/*'], message: HTTP_MESSAGE }],
};

// The first screen: every module a page with a first-load budget loads before it is interactive (scripts/first-screen.mjs
// follows the imports as the bundler does). MUI, axios, zod and dayjs come on demand there (loadWithMui, a service's
// loader, import()), never by value: the budget's rule, caught as the line is written. Types cost nothing.
const FIRST_SCREEN_MESSAGE =
  'A module of the first screen (`node scripts/first-screen.mjs <file>` shows the page that loads it): load this on demand (loadWithMui, a feature\'s service loader, import()), or import only its types.';
const FIRST_SCREEN = {
  files: [...firstScreen().files.keys()].map((file) => file.replace(/[[\]()*?{}!]/g, '\\$&')),
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: ['axios', 'zod', 'dayjs'].map((name) => ({ name, message: FIRST_SCREEN_MESSAGE, allowTypeImports: true })),
        patterns: [{ group: ['@mui/*', 'dayjs/*', 'zod/*'], message: FIRST_SCREEN_MESSAGE, allowTypeImports: true }],
      },
    ],
  },
};

const AXIOS = { name: 'axios', message: 'Only services/ talk to axios.' };
const NEXT_LINK = { name: 'next/link', message: "Link with PageLink (components/common/page-link.tsx): it loads a page on intent, not on sight." };

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'public/sw.js', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    files: ['components/**', 'commands/**', 'hooks/**', 'services/**', 'store/**', 'theme/**', 'lib/**', 'server/**', 'pages/**', 'sw/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...LAYERS, ...FEATURE_ORDER, ...SERVER_FLOORS] }] },
  },
  {
    files: BELOW_TRANSPORT,
    rules: { 'no-restricted-imports': ['error', HTTP_TYPES] },
  },
  {
    // Settings come from one schema, checked at start; the demo seed hands its environment to the process it starts.
    files: ['server/**', 'pages/api/**'],
    ignores: ['server/core/config.ts', 'server/demo/**'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from server/core/config.ts (settings(), config): one schema, checked at start.' }] },
  },
  {
    // axios lives behind services/: what the rest needs of a failed call (status, message) comes through them.
    // Links to the site's pages load them on intent (PageLink), not as they scroll into view.
    files: ['components/**', 'commands/**', 'store/**', 'lib/**', 'theme/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [AXIOS, NEXT_LINK] }] },
  },
  // The feature folders (and common/, layout) add the doors to what their layer restricts above.
  ...CLIENT_LAYERS.flatMap((layer) =>
    [...FEATURES, 'common', 'layout'].map((feature) => ({
      files: [`${layer}/${feature}/**`],
      rules: {
        'no-restricted-imports': ['error', { paths: layer === 'components' || layer === 'commands' ? [AXIOS, NEXT_LINK] : [], patterns: [throughDoors(feature), OUT_OF_FOLDER] }],
      },
    })),
  ),
  {
    files: ['components/common/page-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [AXIOS], patterns: [throughDoors('common'), OUT_OF_FOLDER] }] },
  },
  {
    // Pages reach the server only through server/ssr: modules made for getServerSideProps and getStaticProps, which Next keeps out of the browser bundle.
    files: ['pages/**'],
    ignores: ['pages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [AXIOS, NEXT_LINK],
          patterns: [
            { regex: '^(@/|(\\.\\./)+)server/(?!ssr/)', message: 'Pages import server code only from server/ssr (for getServerSideProps and getStaticProps).' },
            throughDoors('common'),
          ],
        },
      ],
    },
  },
  FIRST_SCREEN,
];

export default config;
