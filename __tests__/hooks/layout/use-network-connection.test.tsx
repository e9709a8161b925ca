import { act, renderHook } from '@testing-library/react';
import { useNetworkConnection } from '@/hooks/layout/use-network-connection';
import { streamRendition } from '@/store/player-settings-slice';
import { mockConnection, removeConnection } from '../../helpers/network';
import { resetStore, state } from '../../helpers/player';

beforeEach(resetStore);
afterEach(removeConnection);

it('reads what the browser says of its connection, and again each time it changes', () => {
  const network = mockConnection({ saveData: false, effectiveType: '4g' });
  const { unmount } = renderHook(() => useNetworkConnection());
  expect(state().connection).toEqual({ saveData: false, effectiveType: '4g' });
  expect(streamRendition(state())).toBe('standard');

  act(() => network.change({ effectiveType: '3g' }));
  expect(state().connection).toEqual({ saveData: false, effectiveType: '3g' });
  expect(streamRendition(state())).toBe('data_saver');

  act(() => network.change({ effectiveType: '4g', saveData: true }));
  expect(streamRendition(state())).toBe('data_saver');

  // Unmounted, it stops listening.
  unmount();
  act(() => network.change({ saveData: false }));
  expect(state().connection).toEqual({ saveData: true, effectiveType: '4g' });
});

it("a change the rule does not read (the browser's new downlink estimate) leaves the state as it was", () => {
  const network = mockConnection({ saveData: false, effectiveType: '4g' });
  const { unmount } = renderHook(() => useNetworkConnection());
  const before = state().connection;
  act(() => network.change({ downlink: 7.5 }));
  expect(state().connection).toBe(before);
  unmount();
});

it('without the API (Safari, Firefox) there is nothing to say, and Auto streams the standard file', () => {
  removeConnection();
  const { unmount } = renderHook(() => useNetworkConnection());
  expect(state().connection).toBeNull();
  expect(streamRendition(state())).toBe('standard');
  unmount();
});
