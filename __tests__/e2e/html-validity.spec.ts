import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { LoginResult } from '@/lib/contracts/auth';
import { signUpByApi } from '../helpers/e2e-accounts';
import { PAGES, fill, seededFixture } from '../helpers/site-pages';

// The W3C Nu HTML checker (the vnu-jar package, on Debian's JRE: .ci/run installs it) over the HTML the server
// sends for every page: any error fails. One JVM for all pages: it starts in seconds, then checks each in a moment.
// The rows for a member with premium are left out: the server renders a path the same for every visitor (the
// session lives in the browser), so they would check the same HTML twice.

const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

test('the Nu HTML checker finds no error on any page the server renders', async ({ request }) => {
  const stamp = Date.now().toString().slice(-7);
  const account = { email: `vnu${stamp}@example.com`, username: `vnu${stamp}`, password: 'every-page-is-valid-42' };
  await signUpByApi(request, account, 'Vnu Tester');
  const login = (await (await request.post('/api/v3/auth/login', { data: { user: account.username, pass: account.password } })).json()) as LoginResult;
  const fixture = await seededFixture(request, login.access_token);

  const folder = mkdtempSync(path.join(os.tmpdir(), 'mixtape-vnu-'));
  try {
    const pages = PAGES.filter((p) => !p.as);
    const files = await Promise.all(
      pages.map(async ({ path: route }, index) => {
        const response = await request.get(fill(route, fixture));
        expect(response.headers()['content-type'], route).toContain('text/html');
        const file = path.join(folder, `${index}.html`);
        writeFileSync(file, await response.text());
        return file;
      }),
    );
    const vnu = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(vnu.error, 'java runs (apt-get install -y default-jre-headless)').toBeUndefined();
    const { messages } = JSON.parse(vnu.stdout) as { messages: VnuMessage[] };
    // Errors only (--errors-only), and any file the checker could not read (a "non-document-error").
    const errors = messages.map((m) => `${pages[Number(path.basename(m.url ?? '', '.html'))]?.name ?? m.url}, line ${m.lastLine ?? '?'}, column ${m.lastColumn ?? '?'}: ${m.message} (${(m.extract ?? '').trim()})`);
    expect(errors).toEqual([]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
