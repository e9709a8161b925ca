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
