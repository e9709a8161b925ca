// The browser's first script seeds zod's configuration without importing zod (instrumentation-client.ts):
// zod loaded afterwards must run without compiling parsers, so no 'unsafe-eval' probe trips the CSP.
it('makes zod, loaded later, run its parsers without new Function', async () => {
  await jest.isolateModulesAsync(async () => {
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    await import('@/instrumentation-client');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const spy = jest.spyOn(globalThis, 'Function');
    expect(z.object({ a: z.number() }).parse({ a: 1 })).toEqual({ a: 1 });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

// Hydration in a transition yields to the browser between components instead of running as one task.
it('hydrates in pieces, letting the browser run in between, once hydrateInTransition wrapped hydrateRoot', async () => {
  const React = await import('react');
  const { renderToString } = await import('react-dom/server');
  // React's own hydrateRoot, taken before the module under test wraps it where Next finds it.
  const { hydrateRoot } = (await import('react-dom/client')).default;
  const { hydrateInTransition } = await import('@/instrumentation-client');
  const log: string[] = [];
  // Each row takes 2 ms to render, so the tree takes longer than React's 5 ms slice.
  function Row({ n }: { n: number }) {
    const end = Date.now() + 2;
    while (Date.now() < end);
    log.push(`row${n}`);
    return React.createElement('li', null, n);
  }
  const tree = React.createElement('ul', null, ...Array.from({ length: 20 }, (_, n) => React.createElement(Row, { key: n, n })));
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree);
  log.length = 0;

  const client = { hydrateRoot };
  hydrateInTransition(client);
  let hydrating = true;
  const tick = () => {
    log.push('browser');
    if (hydrating) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  client.hydrateRoot(container, tree);
  await new Promise<void>((resolve) => {
    const check = () => (log.filter((entry) => entry.startsWith('row')).length === 20 ? resolve() : setTimeout(check, 5));
    check();
  });
  hydrating = false;
  const first = log.indexOf('row0');
  const last = log.lastIndexOf('row19');
  expect(log.slice(first, last).filter((entry) => entry === 'browser').length).toBeGreaterThan(0);
  expect(container.querySelectorAll('li')).toHaveLength(20);
});
