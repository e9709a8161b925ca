import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TrackChapters } from '@/components/layout/app-runtime';
import { useActiveChapters } from '@/hooks/player/use-active-chapters';
import { mixtapeBySlugQueryOptions } from '@/hooks/catalog/use-mixtape';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { activeChapters } from '@/store/chapters-slice';
import { V3 } from '../../helpers/auth';
import { makeMixtapeDetail, makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
resetPlayerEachTest();

const chapters = [
  { title: 'Intro', start: 0 },
  { title: 'Drop', artist: 'Guest', start: 60 },
];
const mixtape: MixtapeDetail = { ...makeMixtapeDetail(5, 1), chapters };
const mix = mixtape.tracks[0];

/** GET /mixtapes/find, counting the calls. */
function findApi(detail: MixtapeDetail) {
  const asked: string[] = [];
  server.use(
    http.get(`${V3}/mixtapes/find`, ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('slug') ?? '');
      return HttpResponse.json(detail);
    }),
  );
  return asked;
}

function Runtime() {
  useActiveChapters();
  return null;
}

it("reads the active track's mixtape once its first sound has come, and gives the store its chapters", async () => {
  const asked = findApi(mixtape);
  renderWithProviders(<Runtime />);
  act(() => state().playTracks([mix], 0));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(asked).toEqual([]);
  act(() => state().setProgress({ loading: false }));
  await waitFor(() => expect(activeChapters(state())).toEqual(chapters));
  expect(asked).toEqual([mixtape.slug]);
});

it('costs no call for the mixtape the page already holds, and none for an episode', async () => {
  const asked = findApi(mixtape);
  const { queryClient } = renderWithProviders(<Runtime />);
  queryClient.setQueryData(mixtapeBySlugQueryOptions(mixtape.slug).queryKey, mixtape);
  act(() => state().playTracks([mix], 0));
  await waitFor(() => expect(activeChapters(state())).toEqual(chapters));
  act(() => state().playTracks([makeTrack(9, { stream: '/episodes/9.mp3', slug: 'a-podcast' })], 0));
  act(() => state().setProgress({ loading: false }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(activeChapters(state())).toEqual([]);
  expect(asked).toEqual([]);
});

it('gives none for a track of a mixtape of several tracks', async () => {
  const album = makeMixtapeDetail(6, 3);
  const asked = findApi({ ...album, chapters });
  renderWithProviders(<Runtime />);
  act(() => state().playTracks(album.tracks, 0));
  act(() => state().setProgress({ loading: false }));
  await waitFor(() => expect(asked).toEqual([album.slug]));
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(activeChapters(state())).toEqual([]);
});

it("the app's runtime loads it once a track is active, and the store gets the page's mixtape's chapters from it", async () => {
  const asked = findApi(mixtape);
  const { queryClient } = renderWithProviders(<TrackChapters />);
  queryClient.setQueryData(mixtapeBySlugQueryOptions(mixtape.slug).queryKey, mixtape);
  act(() => state().playTracks([mix], 0));
  await waitFor(() => expect(activeChapters(state())).toEqual(chapters));
  expect(asked).toEqual([]);
});
