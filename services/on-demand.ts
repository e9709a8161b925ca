// The API services load on demand (see docs/architecture.md, Loading on demand), and they bring zod, the contracts
// and axios: evaluated in one go, that is a long task on a phone (about 150 ms at Lighthouse's 4x CPU slowdown)
// right after the page hydrates, when the first queries run. Evaluating the contracts (with the parts of zod they
// use), then axios, then the service, each in a task of its own, leaves the browser free to handle input between.
// Each step imports modules by name, never `import('zod')`: a namespace imported whole cannot be tree-shaken, and
// would bring every zod locale along.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function stepwise<T>(contracts: () => Promise<unknown>, service: () => Promise<T>): Promise<T> {
  // The server has no input to keep responsive: it loads the service at once.
  if (typeof window !== 'undefined') {
    await contracts();
    await nextTask();
    await import('./api-client');
    await nextTask();
  }
  return service();
}

export const catalogService = () =>
  stepwise(
    () => import('@/lib/contracts/catalog'),
    () => import('./catalog'),
  );
export const radioService = () =>
  stepwise(
    () => import('@/lib/contracts/telemetry'),
    () => import('./radio'),
  );
