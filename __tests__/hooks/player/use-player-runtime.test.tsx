import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { usePlayerRuntime } from '@/hooks/player/use-player-runtime';
import { useAppStore } from '@/store';
import { logIn, makeMe, V3 } from '../../helpers/auth';
import { makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { resetPlayerEachTest, state } from '../../helpers/player';

const server = mockServer();
resetPlayerEachTest();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState({ authReady: true });
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
    renderHook(() => usePlayerRuntime('/'));
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
    act(() => state().setPremium({ userId: 7, status: 'active', cancelAtPeriodEnd: false, periodEnd: '2027-03-01T00:00:00.000Z' }));
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(false));
    expect(auth).toEqual([null, 'Bearer access-1', 'Bearer premium-token']);

    // The player clock and other changes ask nothing more.
    act(() => state().next());
    expect(auth).toHaveLength(3);
  });

  it('play no ad to a premium member, even with settings read before they subscribed', async () => {
    configApi();
    logIn(makeMe({ id: 7 }));
    renderHook(() => usePlayerRuntime('/'));
    act(() => state().playTracks([1, 2, 3, 4, 5, 6].map((id) => makeTrack(id)), 0));
    act(() => state().setProgress({ loading: false }));
    await waitFor(() => expect(state().adsConfig?.enabled).toBe(true));
    server.use(http.get(`${V3}/config`, () => HttpResponse.json({ statusCode: 503, message: 'Down', error: 'Service Unavailable' }, { status: 503 })));

    act(() => state().setPremium({ userId: 7, status: 'past_due', cancelAtPeriodEnd: false, periodEnd: '2027-03-01T00:00:00.000Z' }));
    act(() => {
      for (let i = 0; i < 3; i += 1) state().next();
    });
    expect(state().isPlayingAd).toBe(false);

    // The same settings and moves do bring one to a member without premium.
    act(() => state().setPremium({ userId: 7, status: 'canceled', cancelAtPeriodEnd: false, periodEnd: '2026-03-01T00:00:00.000Z' }));
    act(() => state().next());
    expect(state().isPlayingAd).toBe(true);
  });
});
