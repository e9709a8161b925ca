import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: ['node_modules/**', '.next/**', 'data/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  {
    // The site talks to the API only over HTTP: nothing outside pages/api, server/ and scripts/ may import server code.
    files: ['components/**', 'hooks/**', 'services/**', 'store/**', 'theme/**', 'lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'The site must not import server/: use the HTTP API.' }] }],
    },
  },
  {
    // Pages reach the server only through server/ssr: modules made for getServerSideProps, which Next keeps out of the browser bundle.
    files: ['pages/**'],
    ignores: ['pages/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(@/|(\\.\\./)+)server/(?!ssr/)', message: 'Pages import server code only from server/ssr (for getServerSideProps).' }] },
      ],
    },
  },
];

export default config;
