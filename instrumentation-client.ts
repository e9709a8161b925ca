import { startTransition } from 'react';
import ReactDOMClient from 'react-dom/client';

// Runs in the browser before the app's own code (Next's client instrumentation hook). Zod compiles object
// parsers with `new Function` when it may, and probes for that once with a `new Function('')` it catches:
// under the site's Content-Security-Policy (no 'unsafe-eval') the probe still reports a violation. Forms
// parse a handful of small objects, so the interpreter is plenty; the server keeps the compiled parsers.
//
// Zod keeps its configuration in one object on globalThis (shared by every copy of zod on a page) and keeps what
// it finds there. Seeding it here, rather than calling z.config, keeps zod out of the first load: the schemas
// come with the API client and the forms, on demand. __tests__/instrumentation-client.test.ts checks zod reads it.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = { ...zodConfig.__zod_globalConfig, jitless: true };


/**
 * Next's pages router calls hydrateRoot at default priority, which React renders in one piece: on a phone, the
 * home page's whole tree became one long task before the first frame was painted (Lighthouse counted it as
 * blocking time, and its first paint waited for it). Called in a transition, hydration yields to the browser every
 * few milliseconds, as the app router does; a click on a part not yet hydrated still hydrates that part at once.
 */
export function hydrateInTransition(client: { hydrateRoot: typeof ReactDOMClient.hydrateRoot }): void {
  const hydrateRoot = client.hydrateRoot;
  client.hydrateRoot = (container, children, options) => {
    let root: ReturnType<typeof hydrateRoot> | undefined;
    startTransition(() => {
      root = hydrateRoot(container, children, options);
    });
    return root!;
  };
}

// The module object Next's client reads hydrateRoot from when it hydrates, right after this file runs.
hydrateInTransition(ReactDOMClient);
