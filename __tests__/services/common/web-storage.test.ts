import { LOCAL_KEYS, SESSION_KEYS } from '@/lib/storage-keys';
import { readLocal, readSession, removeLocal, writeLocal, writeSession } from '@/services/common/web-storage';

afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage helpers', () => {
  it('read, write and remove under the named keys', () => {
    writeLocal(LOCAL_KEYS.accessToken, 'tok');
    expect(localStorage.getItem('access_token')).toBe('tok');
    expect(readLocal(LOCAL_KEYS.accessToken)).toBe('tok');
    removeLocal(LOCAL_KEYS.accessToken);
    expect(readLocal(LOCAL_KEYS.accessToken)).toBeNull();
    writeSession(SESSION_KEYS.visitedRoutes, '["/"]');
    expect(sessionStorage.getItem('visited_routes')).toBe('["/"]');
    expect(readSession(SESSION_KEYS.visitedRoutes)).toBe('["/"]');
  });

  it('swallow storage exceptions (private mode, quota)', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => writeLocal(LOCAL_KEYS.theme, 'dark')).not.toThrow();
    expect(readLocal(LOCAL_KEYS.theme)).toBeNull();
  });
});
