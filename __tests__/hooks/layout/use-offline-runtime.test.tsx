import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { REGISTER_AFTER_SOUND_MS, useOfflineRuntime } from '@/hooks/layout/use-offline-runtime';
import { OFFLINE_CACHE } from '@/lib/offline';
import { ENTITLEMENT_PATH } from '@/lib/offline-rules';
import { keepSavedIds, premiumKey } from '@/services/common/member-ids';
import { useAppStore } from '@/store';
import { logIn, makeMe, resetAuthState } from '../../helpers/auth';
import { installCacheStorage, installServiceWorker, removeOfflineApis } from '../../helpers/cache-storage';
import { makeTrack } from '../../helpers/fixtures';
import { subscribed } from '../../helpers/premium';

const state = () => useAppStore.getState();

beforeEach(resetAuthState);
afterEach(() => {
  removeOfflineApis();
  jest.useRealTimers();
});

it('registers the service worker only after the first sound, a moment later, and never during the load', async () => {
  jest.useFakeTimers();
  installCacheStorage();
  const register = installServiceWorker();
  renderHook(() => useOfflineRuntime());
  await act(() => jest.advanceTimersByTimeAsync(10_000));
  expect(register).not.toHaveBeenCalled();

  act(() => state().playTracks([makeTrack(1)], 0));
  // The click: the stream is on its way, no sound yet.
  await act(() => jest.advanceTimersByTimeAsync(REGISTER_AFTER_SOUND_MS * 2));
  expect(register).not.toHaveBeenCalled();
  act(() => state().setProgress({ loading: false, currentTime: 0.4 }));
  expect(state().hasPlayed).toBe(true);
  await act(() => jest.advanceTimersByTimeAsync(REGISTER_AFTER_SOUND_MS - 100));
  expect(register).not.toHaveBeenCalled();
  await act(() => jest.advanceTimersByTimeAsync(200));
  await waitFor(() => expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' }));
});

it("tells the service worker the member's premium on a device that holds saves, and again when it ends", async () => {
  const stores = installCacheStorage();
  await caches.open(OFFLINE_CACHE);
  // The member's premium query, saved as it changes (the member sync mounts this).
  const client = new QueryClient();
  const stopSaving = keepSavedIds(client);
  logIn(makeMe({ isPremium: true }));
  renderHook(() => useOfflineRuntime());
  const entitlement = async () => (await stores.get(OFFLINE_CACHE)!.match(ENTITLEMENT_PATH))?.json();
  await waitFor(async () => expect(await entitlement()).toEqual({ premium: true }));
  // The server's answer: the subscription is over.
  act(() => void client.setQueryData(premiumKey(7), subscribed({ status: 'canceled' })));
  await waitFor(async () => expect(await entitlement()).toEqual({ premium: false }));
  stopSaving();
});

it('writes nothing on a device without saves', async () => {
  const stores = installCacheStorage();
  logIn(makeMe({ isPremium: true }));
  renderHook(() => useOfflineRuntime());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(stores.size).toBe(0);
});
