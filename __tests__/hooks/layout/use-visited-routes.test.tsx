import { act, renderHook } from '@testing-library/react';
import { useVisitedRoutes } from '@/hooks/layout/use-visited-routes';

type Listener = (url: string) => void;
const listeners = new Set<Listener>();
jest.mock('next/router', () => ({
  useRouter: () => ({
    asPath: '/mixtape/night-drive',
    events: { on: (_: string, fn: Listener) => listeners.add(fn), off: (_: string, fn: Listener) => listeners.delete(fn) },
  }),
}));

beforeEach(() => sessionStorage.clear());
const saved = () => JSON.parse(sessionStorage.getItem('visited_routes') ?? 'null');

it("starts with '/' and the current path, then adds each route change", () => {
  const { unmount } = renderHook(() => useVisitedRoutes());
  expect(saved()).toEqual(['/', '/mixtape/night-drive']);
  act(() => listeners.forEach((fn) => fn('/privacy')));
  expect(saved()).toEqual(['/', '/mixtape/night-drive', '/privacy']);
  unmount();
  expect(listeners.size).toBe(0);
});

it('keeps the routes already visited in this session', () => {
  sessionStorage.setItem('visited_routes', JSON.stringify(['/', '/term-of-use']));
  renderHook(() => useVisitedRoutes());
  expect(saved()).toEqual(['/', '/term-of-use']);
});
