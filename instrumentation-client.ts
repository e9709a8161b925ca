import { z } from 'zod';

// Runs in the browser before the app's own code (Next's client instrumentation hook). Zod compiles object
// parsers with `new Function` when it may, and probes for that once with a `new Function('')` it catches:
// under the site's Content-Security-Policy (no 'unsafe-eval') the probe still reports a violation. Forms
// parse a handful of small objects, so the interpreter is plenty; the server keeps the compiled parsers.
z.config({ jitless: true });
