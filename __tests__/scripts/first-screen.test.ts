/** @jest-environment node */
// The first screen's modules are found as the bundler loads them: names used as types cost nothing, a door leads only
// to the files whose names are used, import() starts a chunk of its own, and a page's server/ imports stay on the server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The script as lint loads it: with Node, not Jest. */
function firstScreen(root: string): { files: Record<string, string[]>; packages: Record<string, string[]> } {
  const script = path.resolve('scripts/first-screen.mjs');
  const code = `import { firstScreen } from '${script}'; const { files, packages } = firstScreen('${root}');
    console.log(JSON.stringify({ files: Object.fromEntries(files), packages: Object.fromEntries([...packages].map(([f, n]) => [f, [...n]])) }));`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' }));
}

const FILES: Record<string, string> = {
  'pages/index.tsx': [
    "import { Shelf } from '@/components/home';",
    "import { homeForPage } from '@/server/ssr/catalog';",
    "import { type Mixtape, SORTS } from '@/lib/contracts';",
    'export default function Home() {}',
  ].join('\n'),
  'components/home/index.ts': "export { Shelf } from './shelf';\nexport { Editor } from './editor';\nexport type { ShelfProps } from './shelf';",
  'components/home/shelf.tsx': "import { useHome } from '@/hooks/home';\nconst Menu = () => import('./menu');\nexport const Shelf = () => null;",
  'components/home/editor.tsx': "import Button from '@mui/material/Button';\nexport const Editor = () => null;",
  'components/home/menu.tsx': "import Menu from '@mui/material/Menu';\nexport default Menu;",
  'hooks/home.ts': "import type { Paged } from '@/lib/paged';\nimport { api } from '@/lib/api';\nexport const useHome = () => api;",
  'lib/paged.ts': "import { z } from 'zod';\nexport type Paged = z.infer<typeof x>;",
  'lib/api.ts': "import axios from 'axios';\nexport const api = axios;",
  'lib/contracts.ts': "import { z } from 'zod';\nexport { SORTS } from './sorts';\nexport interface Mixtape { id: number }\nexport const schema = z.object({});",
  'lib/sorts.ts': "export const SORTS = ['new'];",
  'server/ssr/catalog.ts': "import { db } from 'pg';\nexport const homeForPage = () => db;",
};

it('follows what a page loads before it is interactive, name by name', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'));
  try {
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
    const { files, packages } = firstScreen(root);
    expect(Object.keys(files).sort()).toEqual(['components/home/shelf.tsx', 'hooks/home.ts', 'lib/api.ts', 'lib/sorts.ts', 'pages/index.tsx']);
    expect(files['lib/api.ts']).toEqual(['pages/index.tsx', 'components/home/index.ts', 'components/home/shelf.tsx', 'hooks/home.ts']);
    expect(packages).toEqual({ 'lib/api.ts': ['axios'] });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
