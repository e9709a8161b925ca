// What `npm start` (scripts/start.mjs) runs before it serves, side by side: the build and the database's preparation
// need nothing of each other.

/**
 * The steps, each a Node script with its arguments and what it adds to the environment. The build, when the sources
 * changed (`stale`), is one to serve, not to check: Next's own pass over the types (25 to 45 s of one core) is left to
 * `npm test` and `npm run typecheck` (next.config.js, TYPES_CHECKED). An empty database gets the demo catalog's
 * artists, DJs and podcasts at once, and its mixtapes one by one as the job queue makes their media while the site
 * already answers (server/demo/demo-jobs.ts); SEED_WAIT_FOR_MEDIA=1 makes all of them first (the end-to-end tests,
 * which walk the whole catalog).
 */
export function startSteps({ stale, firstBuild, env = process.env }) {
  // The first build of a fresh clone writes no cache for builds to come (next.config.js, BUILD_CACHE).
  const buildEnv = { TYPES_CHECKED: '1', ...(firstBuild ? { BUILD_CACHE: '0' } : {}) };
  const build = { title: 'Building the production bundle (first start or changed sources)', args: ['scripts/build.mjs'], env: buildEnv };
  const seedArgs = ['node_modules/tsx/dist/cli.mjs', 'scripts/seed.ts', ...(['1', 'true'].includes(env.SEED_WAIT_FOR_MEDIA) ? [] : ['--media-later'])];
  return [...(stale ? [build] : []), { title: 'Preparing the database', args: seedArgs, env: {} }];
}
