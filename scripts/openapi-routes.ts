// `npm run openapi:routes`: writes server/openapi/routes.ts, the registry that imports every route module under
// pages/api so the OpenAPI document can be built inside Next's bundle, where the tree cannot be read from disk.
// `-- --check` only says whether the file is up to date (exit 1 if not); __tests__/api/openapi.test.ts checks it too.
import fs from 'node:fs';
import path from 'node:path';
import { REGISTRY_FILE, listApiFiles, renderRegistry } from '../server/openapi/api-tree';

const target = path.join(process.cwd(), REGISTRY_FILE);
const text = renderRegistry(listApiFiles());
const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;

if (process.argv.includes('--check')) {
  if (current !== text) {
    console.error(`${REGISTRY_FILE} is out of date with pages/api: run npm run openapi:routes`);
    process.exit(1);
  }
  console.log(`${REGISTRY_FILE} is up to date.`);
} else if (current === text) {
  console.log(`${REGISTRY_FILE} is up to date.`);
} else {
  fs.writeFileSync(target, text);
  console.log(`Wrote ${REGISTRY_FILE}.`);
}
