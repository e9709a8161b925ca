/** @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "node10"}} */
// Jest reads this file through ts-node: without a type check (tsc checks it in the first step of npm test), each jest
// start takes 1.2 s instead of 2.5.
import type { Config } from 'jest';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const config: Config = {
  // fetch, Request, TextEncoder, streams and BroadcastChannel as in a browser, for msw.
  testEnvironment: 'jest-fixed-jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  globalSetup: '<rootDir>/jest.global-setup.ts',
  globalTeardown: '<rootDir>/jest.global-teardown.ts',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testMatch: ['<rootDir>/__tests__/**/*.test.[jt]s?(x)'],
  // e2e: Playwright's. service: the production server itself, after the build (scripts/test.mjs, step Service).
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '<rootDir>/__tests__/e2e/', '<rootDir>/__tests__/helpers/', '<rootDir>/__tests__/service/'],
  // Opening a fresh database and seeding it takes seconds, and past 30 s on two cores that other work also holds:
  // API suites get room beyond the 5 s default.
  testTimeout: 60_000,
};

// msw's ESM-only dependencies must be transformed; next/jest's own ignore list is replaced after it is built.
const ESM_ONLY = ['rettime', 'until-async', '@open-draft/deferred-promise', 'jose'];

const jestConfig = async () => {
  const cfg = await createJestConfig(config)();
  cfg.transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`, '^.+\\.module\\.(css|sass|scss)$'];
  return cfg;
};

export default jestConfig;
