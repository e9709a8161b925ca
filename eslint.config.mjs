import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// One-way layers: pages -> components -> hooks -> services -> lib; the store is a leaf the hooks, services and
// components read; pages/api -> server -> lib (pages/api is one catch-all handing every request to server/api.ts). Each zone names what a folder must not import.
const LAYERS = [
  { target: './lib', from: ['./components', './hooks', './services', './store', './theme', './pages', './server'], message: 'lib/ is the bottom layer: pure code that imports no other layer.' },
  { target: './theme', from: ['./components', './hooks', './services', './store', './pages', './server'], message: 'theme/ imports only lib/.' },
  { target: './store', from: ['./components', './hooks', './services', './pages', './server'], message: 'The store holds state only: side effects (analytics, audio, HTTP) subscribe to it from services/ or hooks/.' },
  { target: './services', from: ['./components', './hooks', './pages', './server'], message: 'services/ is browser I/O below hooks/ and components/.' },
  { target: './hooks', from: ['./components', './pages', './server'], message: 'hooks/ sit below components/.' },
  { target: './components', from: ['./services', './pages', './server'], message: 'Components reach the API and the player through hooks/: never services/ or server/ directly.' },
  { target: './server', from: ['./components', './hooks', './services', './store', './pages'], message: 'server/ imports only lib/ (and its own rooms).' },
];

const AXIOS = { name: 'axios', message: 'Only services/ talk to axios.' };
const NEXT_LINK = { name: 'next/link', message: "Link with PageLink (components/common/page-link.tsx): it loads a page on intent, not on sight." };

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    files: ['components/**', 'hooks/**', 'services/**', 'store/**', 'theme/**', 'lib/**', 'server/**', 'pages/**'],
    rules: { 'import/no-restricted-paths': ['error', { zones: LAYERS }] },
  },
  {
    // axios lives behind services/: what the rest needs of a failed call (status, message) comes through them.
    // Links to the site's pages load them on intent (PageLink), not as they scroll into view.
    files: ['components/**', 'store/**', 'lib/**', 'theme/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [AXIOS, NEXT_LINK] }] },
  },
  {
    files: ['components/common/page-link.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: [AXIOS] }] },
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
          patterns: [{ regex: '^(@/|(\\.\\./)+)server/(?!ssr/)', message: 'Pages import server code only from server/ssr (for getServerSideProps and getStaticProps).' }],
        },
      ],
    },
  },
];

export default config;
