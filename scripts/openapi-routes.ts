// `npm run openapi:routes`: writes the route registries, server/openapi/routes.ts (every documented route, so the
// OpenAPI document can be built inside Next's bundle, where the tree cannot be read from disk) and
// server/openapi/undocumented-routes.ts (the rest, which the API router also serves).
// `-- --check` only says whether they are up to date (exit 1 if not); __tests__/api/openapi.test.ts checks it too.
import fs from 'node:fs';
import path from 'node:path';
import { listApiFiles, renderRegistries } from '../server/openapi/api-tree';

const check = process.argv.includes('--check');
let stale = false;
for (const [file, text] of Object.entries(renderRegistries(listApiFiles()))) {
  const target = path.join(process.cwd(), file);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === text) {
    console.log(`${file} is up to date.`);
  } else if (check) {
    console.error(`${file} is out of date with pages/api: run npm run openapi:routes`);
    stale = true;
  } else {
    fs.writeFileSync(target, text);
    console.log(`Wrote ${file}.`);
  }
}
if (stale) process.exit(1);
