/** @jest-environment node */
import { execFileSync } from 'node:child_process';

// What `npm start` runs before it serves (scripts/start-steps.mjs), as the script itself loads it: with Node, not Jest.
function steps(stale: boolean, env: Record<string, string> = {}, firstBuild = false) {
  const code = `import { startSteps } from './scripts/start-steps.mjs'; console.log(JSON.stringify(startSteps(${JSON.stringify({ stale, firstBuild, env })})));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' })) as { title: string; args: string[]; env: Record<string, string> }[];
}

it("builds without Next's type check, and leaves the demo mixtapes' media to the job queue unless told to wait", () => {
  const [build, seed] = steps(true);
  expect(build).toEqual(expect.objectContaining({ args: ['scripts/build.mjs'], env: { TYPES_CHECKED: '1' } }));
  // A fresh clone's first build writes no cache for builds to come.
  expect(steps(true, {}, true)[0].env).toEqual({ TYPES_CHECKED: '1', BUILD_CACHE: '0' });
  expect(seed.args.slice(1)).toEqual(['scripts/seed.ts', '--media-later']);
  expect(steps(false, { SEED_WAIT_FOR_MEDIA: '1' })).toEqual([{ title: 'Preparing the database', args: [seed.args[0], 'scripts/seed.ts'], env: {} }]);
});
