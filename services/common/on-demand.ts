// The API services load on demand (see docs/architecture.md, Loading on demand), and they bring zod, the contracts
// and axios: evaluated in one go, that is a long task on a phone (about 150 ms at Lighthouse's 4x CPU slowdown)
// right after the page hydrates, when the first queries run. Evaluating the contracts (with the parts of zod they
// use) a file at a time, then axios, then the service, each in a task of its own, leaves the browser free to handle
// input in between.
// Each step imports modules by name, never `import('zod')`: a namespace imported whole cannot be tree-shaken, and
// would bring every zod locale along.

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function stepwise<T>(steps: (() => Promise<unknown>)[], service: () => Promise<T>): Promise<T> {
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
const common = () => import('@/lib/contracts/common');
const catalog = () => import('@/lib/contracts/catalog');
const client = () => import('./api-client');

const people = () => import('@/lib/contracts/people');
const search = () => import('@/lib/contracts/search');

export const catalogService = () => stepwise([common, catalog, people, search, client], () => import('@/services/catalog/catalog'));
export const chartsService = () => stepwise([common, catalog, () => import('@/lib/contracts/charts'), client], () => import('@/services/catalog/charts'));
export const radioService = () => stepwise([common, catalog, () => import('@/lib/contracts/telemetry'), client], () => import('@/services/player/radio'));
export const playlistService = () => stepwise([common, catalog, () => import('@/lib/contracts/playlists'), client], () => import('@/services/playlists/playlists'));
export const libraryService = () => stepwise([common, catalog, () => import('@/lib/contracts/library'), client], () => import('@/services/library/library'));
export const followingService = () => stepwise([common, catalog, people, () => import('@/lib/contracts/following'), client], () => import('@/services/library/following'));
export const commentsService = () => stepwise([common, catalog, () => import('@/lib/contracts/comments'), client], () => import('@/services/comments/comments'));
// The payments contract is small: it comes with its services (purchases, premium), saving every page an import of its
// own to load it by.
export const paymentsService = () => stepwise([common, catalog, client], () => import('@/services/payments/payments'));
export const premiumService = () => stepwise([common, catalog, client], () => import('@/services/payments/premium'));
export const playbackService = () => stepwise([common, catalog, () => import('@/lib/contracts/playback'), client], () => import('@/services/player/playback'));
export const studioService = () => stepwise([common, () => import('@/lib/contracts/studio'), () => import('@/lib/contracts/profiles'), client], () => import('@/services/studio/studio'));
