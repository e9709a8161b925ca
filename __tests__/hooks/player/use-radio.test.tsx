import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { useStartRadio } from '@/hooks/player/use-radio';
import { useRadioFeed } from '@/hooks/player/use-radio-feed';
import { RADIO_LOW_WATER } from '@/services/player/radio-feed';
import { makeTrack } from '../../helpers/fixtures';
import { resetPlayerEachTest, state } from '../../helpers/player';

const server = mockServer();
resetPlayerEachTest();

/** A radio that hands out tracks 1, 2, 3, ... in batches, recording the sessions asked with. */
function radio() {
  const asked: (string | null)[] = [];
  let next = 1;
  server.use(
    http.get('http://localhost/api/v3/radio', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.searchParams.get('session'));
      const take = Number(url.searchParams.get('take'));
      const data = Array.from({ length: take }, () => makeTrack(next++));
      return HttpResponse.json({ session: 'radio-1', cycle: 0, data });
    }),
  );
  return asked;
}

it("'Play LMT Radio' starts the first batch as radio, and the feed keeps the queue topped up with the session", async () => {
  const asked = radio();
  const feed = renderHook(() => useRadioFeed());
  const { result } = renderHook(() => useStartRadio());
  await act(() => result.current.start());
  expect(state()).toMatchObject({ isRadioPlay: true, radioSession: 'radio-1', isPlaying: true });
  expect(state().activeTrack?.id).toBe(1);
  const first = state().queue.length;

  act(() => {
    while (state().queue.length - 1 - state().currentIndex >= RADIO_LOW_WATER) state().next();
  });
  await waitFor(() => expect(state().queue.length).toBe(first * 2));
  expect(asked).toEqual([null, 'radio-1']);
  feed.unmount();
});

it('says so when the radio cannot start', async () => {
  server.use(http.get('http://localhost/api/v3/radio', () => HttpResponse.json({ statusCode: 503, message: 'Radio is resting', error: 'Service Unavailable' }, { status: 503 })));
  const { result } = renderHook(() => useStartRadio());
  await act(() => result.current.start());
  expect(state().alert).toMatchObject({ message: 'Radio is resting', severity: 'error' });
  expect(state().isRadioPlay).toBe(false);
});
