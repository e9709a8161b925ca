// The API services load on demand (see docs/architecture.md, Loading on demand), and they bring zod, axios and the
// contracts: evaluated in one go, that is a long task on a phone (about 150 ms at Lighthouse's 4x CPU slowdown)
// right after the page hydrates, when the first queries run. Evaluating zod, then axios, then the service, each in
// a task of its own, leaves the browser free to handle input in between.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function stepwise<T>(load: () => Promise<T>): Promise<T> {
  // The server has no input to keep responsive: it loads the service at once.
  if (typeof window !== 'undefined') {
    await import('zod');
    await nextTask();
    await import('axios');
    await nextTask();
  }
  return load();
}

export const catalogService = () => stepwise(() => import('./catalog'));
export const radioService = () => stepwise(() => import('./radio'));
