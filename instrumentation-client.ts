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

// A module, not a script: it has no exports, yet the test imports it.
export {};
