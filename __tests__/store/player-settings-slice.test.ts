import { LOCAL_KEYS } from '@/lib/storage-keys';
import { resetStore, state } from '../helpers/player';

beforeEach(resetStore);

it('normalizes the volume, with no crossfade, at the automatic quality until the listener says otherwise', () => {
  expect(state()).toMatchObject({ normalizeVolume: true, crossfadeSeconds: 0, streamQuality: 'auto', podcastRates: {} });
});

it('keeps the crossfade to whole seconds from 0 to 12', () => {
  state().setCrossfadeSeconds(4.6);
  expect(state().crossfadeSeconds).toBe(5);
  state().setCrossfadeSeconds(30);
  expect(state().crossfadeSeconds).toBe(12);
  state().setCrossfadeSeconds(-1);
  expect(state().crossfadeSeconds).toBe(0);
});

it('remembers a rate per podcast among the offered ones, forgetting the normal one', () => {
  state().setPodcastRate('night-talks', 1.5);
  state().setPodcastRate('other', 3);
  expect(state().podcastRates).toEqual({ 'night-talks': 1.5 });
  state().setPodcastRate('night-talks', 1);
  expect(state().podcastRates).toEqual({});
});

it('keeps the settings in the browser for the next visit', async () => {
  state().setNormalizeVolume(false);
  state().setStreamQuality('data_saver');
  state().setCrossfadeSeconds(6);
  await new Promise((resolve) => setTimeout(resolve, 0));
  const saved = JSON.parse(localStorage.getItem(LOCAL_KEYS.appStorage) ?? '{}') as { state: Record<string, unknown> };
  expect(saved.state).toMatchObject({ normalizeVolume: false, streamQuality: 'data_saver', crossfadeSeconds: 6 });
});
