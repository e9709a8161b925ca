import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { usePlayerRuntime } from '@/hooks/player/use-player-runtime';
import type { Premium } from '@/lib/contracts/payments';
import { useAppStore } from '@/store';
import { logIn, makeMe, V3 } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { resetPlayerEachTest, state } from '../../helpers/player';
import { subscribed } from '../../helpers/premium';

const server = mockServer();
resetPlayerEachTest();
let client: QueryClient;
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ authReady: true });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

const renderRuntime = () =>
  renderHook(() => usePlayerRuntime('/'), { wrapper: ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider> });

/** The server's word on member 7's premium, as the member sync or a premium call puts it in its query. */
const answerPremium = (premium: Premium) =>
  act(async () => {
    client.setQueryData(['premium', 7], premium);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('ads settings', () => {
  /** GET /config: ads for everyone but a member with the premium token, recording each call's Authorization header. */
  function configApi() {
    const auth: (string | null)[] = [];
    server.use(
      http.get(`${V3}/config`, ({ request }) => {
        const header = request.headers.get('Authorization');
        auth.push(header);
        const enabled = header !== 'Bearer premium-token';
        return HttpResponse.json({ ads: { enabled, everyTracks: 1, ...(enabled ? { url: '/api/v3/media/ads/lmt-radio.mp3' } : {}) }, comments: { provider: 'builtin', spotId: null } });
      }),
    );
    return auth;
  }

  it("go with the member's token, and are read again when the member or their premium changes", async () => {
    const auth = configApi();
    renderRuntime();
    act(() => state().playTracks([1, 2, 3].map((id) => makeTrack(id)), 0));
    // Nothing is asked while the first sound is on its way: an ad only comes after a track.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(auth).toEqual([]);
    act(() => state().setProgress({ loading: false }));
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(true));
    expect(auth).toEqual([null]);

    // A guest logs in: asked again, with the token.
    logIn(makeMe({ id: 7 }));
    await waitFor(() => expect(auth).toEqual([null, 'Bearer access-1']));

    // They subscribe: asked again, and the answer for a premium member is no ads.
    localStorage.setItem('access_token', 'premium-token');
    await answerPremium(subscribed());
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(false));
    expect(auth).toEqual([null, 'Bearer access-1', 'Bearer premium-token']);

    // The player clock and other changes ask nothing more.
    act(() => state().next());
    expect(auth).toHaveLength(3);
  });

  it('play no ad to a premium member, even with settings read before they subscribed: premium clears them at once', async () => {
    configApi();
    logIn(makeMe({ id: 7 }));
    renderRuntime();
    const tracks = [1, 2, 3, 4, 5, 6].map((id) => makeTrack(id));
    act(() => state().playTracks(tracks, 0));
    act(() => state().setProgress({ loading: false }));
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(true));
    // The settings read again after premium turns on never come: what stops the ads is premium itself.
    server.use(http.get(`${V3}/config`, () => HttpResponse.json({ statusCode: 503, message: 'Down', error: 'Service Unavailable' }, { status: 503 })));

    await answerPremium(subscribed({ status: 'past_due' }));
    expect(state().adsConfig).toBeNull();
    act(() => {
      for (let i = 0; i < 3; i += 1) state().next();
    });
    expect(state().isPlayingAd).toBe(false);

    // The same settings and moves do bring one to a member without premium.
    await answerPremium(subscribed({ status: 'canceled' }));
    server.use(http.get(`${V3}/config`, () => HttpResponse.json({ ads: { enabled: true, everyTracks: 1, url: '/api/v3/media/ads/lmt-radio.mp3' }, comments: { provider: 'builtin', spotId: null } })));
    // Read again once the track's sound has come.
    act(() => state().setProgress({ loading: false }));
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(true));
    act(() => state().next());
    expect(state().isPlayingAd).toBe(true);
  });

  it('ends an ad playing the moment premium turns on, before the settings are read again, and the music goes on', async () => {
    configApi();
    logIn(makeMe({ id: 7 }));
    renderRuntime();
    const tracks = [1, 2, 3].map((id) => makeTrack(id));
    act(() => state().playTracks(tracks, 0));
    act(() => state().setProgress({ loading: false }));
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(true));
    act(() => state().next());
    expect(state()).toMatchObject({ isPlayingAd: true, activeTrack: tracks[1] });

    // The new subscriber's settings are on their way (held): the ad ends all the same, and no other comes.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get(`${V3}/config`, async () => (await held, HttpResponse.json({ ads: { enabled: false, everyTracks: 1 }, comments: { provider: 'builtin', spotId: null } }))));
    await answerPremium(subscribed());
    expect(state()).toMatchObject({ adsConfig: null, isPlayingAd: false, isPlaying: true, activeTrack: tracks[1] });
    act(() => state().next());
    expect(state().isPlayingAd).toBe(false);
    act(() => state().setProgress({ loading: false }));
    answer();
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(false));
  });

  it("hears none from the start as a member whose log-in says premium, settings read before or not", async () => {
    configApi();
    renderRuntime();
    const tracks = [1, 2, 3].map((id) => makeTrack(id));
    act(() => state().playTracks(tracks, 0));
    act(() => state().setProgress({ loading: false }));
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(true));
    // A guest's settings; a premium member logs in.
    logIn(makeMe({ id: 7, isPremium: true }));
    expect(state().adsConfig).toBeNull();
    act(() => state().next());
    expect(state().isPlayingAd).toBe(false);
  });
});
