// The API services load on demand (see docs/architecture.md, Loading on demand), and they bring zod, the contracts
// and axios: evaluated in one go, that is a long task on a phone (about 150 ms at Lighthouse's 4x CPU slowdown)
// right after the page hydrates, when the first queries run. Evaluating the contracts (with the parts of zod they
// use) a file at a time, then axios, then the service, each in a task of its own, leaves the browser free to handle
// input in between.
// Each step imports modules by name, never `import('zod')`: a namespace imported whole cannot be tree-shaken, and
// would bring every zod locale along.
// Each feature's loaders are in its door (services/catalog/index.ts and the others), built of these steps.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function stepwise<T>(steps: (() => Promise<unknown>)[], service: () => Promise<T>): Promise<T> {
  // The server has no input to keep responsive: it loads the service at once.
  if (typeof window !== 'undefined') {
    for (const step of steps) {
      await step();
      await nextTask();
    }
  }
  return service();
}

// Building zod schemas is the costly part: the shared contracts, then the area's own, each in a task.
export const commonContracts = () => import('@/lib/contracts/common');
export const catalogContracts = () => import('@/lib/contracts/catalog');
export const peopleContracts = () => import('@/lib/contracts/people');
export const apiClient = () => import('./api-client');
