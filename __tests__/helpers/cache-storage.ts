// Cache Storage and a service worker for jsdom, which has neither: an in-memory CacheStorage with what the site uses
// of it (open, has, keys, match, put, add, delete), and a service worker container whose worker controls the page
// as soon as it is registered.

const ORIGIN = 'http://localhost/';
const keyOf = (request: RequestInfo | URL) => new URL(typeof request === 'string' || request instanceof URL ? request : request.url, ORIGIN).href;

export class MemoryCache {
  readonly entries = new Map<string, Response>();

  async match(request: RequestInfo | URL, options?: CacheQueryOptions): Promise<Response | undefined> {
    const key = keyOf(request);
    const hit = this.entries.get(key) ?? (options?.ignoreSearch ? [...this.entries].find(([url]) => url.split('?')[0] === key.split('?')[0])?.[1] : undefined);
    return hit?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(keyOf(request), response.clone());
  }

  async add(request: RequestInfo | URL): Promise<void> {
    const response = await fetch(keyOf(request));
    if (!response.ok) throw new TypeError(`${keyOf(request)} answered ${response.status}`);
    await this.put(request, response);
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(keyOf(request));
  }

  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }

  /** The URLs held, as paths on this origin. */
  paths(): string[] {
    return [...this.entries.keys()].map((url) => url.replace(ORIGIN.slice(0, -1), ''));
  }
}

/** Installs an empty Cache Storage as `caches`; returns its caches by name. */
export function installCacheStorage(): Map<string, MemoryCache> {
  const stores = new Map<string, MemoryCache>();
  const open = async (name: string) => {
    if (!stores.has(name)) stores.set(name, new MemoryCache());
    return stores.get(name)!;
  };
  const storage = {
    open,
    has: async (name: string) => stores.has(name),
    delete: async (name: string) => stores.delete(name),
    keys: async () => [...stores.keys()],
  };
  Object.defineProperty(globalThis, 'caches', { configurable: true, writable: true, value: storage });
  return stores;
}

/** A service worker container whose registration controls the page at once; returns the register spy. */
export function installServiceWorker() {
  const register = jest.fn(async () => ({ scope: '/' }));
  const container = { register, controller: {} as ServiceWorker, addEventListener: jest.fn(), removeEventListener: jest.fn() };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
  return register;
}

/** navigator.storage as the browser reports it. */
export function installStorageEstimate(usage: number, quota: number) {
  Object.defineProperty(navigator, 'storage', { configurable: true, value: { estimate: async () => ({ usage, quota }), persist: async () => true } });
}

/** Removes what the helpers above installed. */
export function removeOfflineApis() {
  for (const target of [globalThis, navigator] as Record<string, unknown>[]) {
    for (const name of ['caches', 'serviceWorker', 'storage']) if (Object.getOwnPropertyDescriptor(target, name)?.configurable) delete target[name];
  }
}
