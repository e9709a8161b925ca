import { setupServer } from 'msw/node';

/**
 * The msw server of a test file, listening for the whole file: a request no handler answers fails the test
 * (onUnhandledRequest: 'error'), and handlers a test adds with server.use() are reset after it.
 */
export function mockServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
