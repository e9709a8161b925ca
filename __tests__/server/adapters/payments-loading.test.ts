/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

// The production server loads server/ from source through tsx's isolated require (scripts/serve.mjs), where an
// import() of a module of ours is Node's own, which finds no extensionless TypeScript file: the payment provider
// and the sandbox's modules, loaded when first used, must load there too, not only under jest's require.

const ROOT = path.resolve(__dirname, '../../..');

function inServeLoader(script: string): string {
  const program = `
    import { require as tsRequire } from 'tsx/cjs/api';
    const load = (file) => tsRequire(${JSON.stringify(ROOT)} + '/server/' + file, import.meta.url);
    ${script}
  `;
  return execFileSync(process.execPath, ['--input-type=module', '-e', program], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: path.join(os.tmpdir(), `payments-loading-${process.pid}`), STRIPE_SECRET_KEY: '' },
    encoding: 'utf8',
  }).trim();
}

it('loads the sandbox provider as the production server loads server/', () => {
  const out = inServeLoader(`
    const provider = await load('adapters/payment-provider.ts').paymentProvider();
    console.log(typeof provider.createSetupIntent);
  `);
  expect(out).toBe('function');
});

it("loads the sandbox's own calls for its routes, and the API hands it the webhook code it delivers its events to", () => {
  const out = inServeLoader(`
    const names = await load('routes/payments.ts').sandboxRoute({ headers: {}, socket: {} }, async (calls) => typeof calls.confirmIntent);
    load('api.ts').createApi();
    console.log(names, typeof load('adapters/payments.ts').providerEventReceiver());
  `);
  expect(out).toBe('function function');
});
