import { makeTrack } from '../helpers/fixtures';
import { resetStore, state } from '../helpers/player';

beforeEach(() => resetStore());

const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];

describe('closing the player and undoing it', () => {
  it('closing with nothing open gives nothing to undo', () => {
    expect(state().closePlayer()).toBeNull();
  });

  it('keeps the queue, the track, its position, the play state and radio, and puts them back', () => {
    state().startRadio('s1', tracks);
    state().next();
    state().setProgress({ currentTime: 42.6, duration: 202 });
    const closed = state().closePlayer();
    expect(state()).toMatchObject({ queue: [], activeTrack: null, isActive: false, isRadioPlay: false, radioSession: null });
    state().reopenPlayer(closed!);
    expect(state()).toMatchObject({
      queue: tracks,
      currentIndex: 1,
      activeTrack: tracks[1],
      isActive: true,
      isPlaying: true,
      isRadioPlay: true,
      radioSession: 's1',
      position: 42,
      played: [],
    });
  });

  it('takes back the end of the listening it recorded, in the same listening', () => {
    state().playTracks(tracks, 0);
    state().setProgress({ currentTime: 50, duration: 201 });
    const token = state().playToken;
    const closed = state().closePlayer()!;
    const ended = state().listeningEnded;
    expect(ended).toMatchObject({ token, track: tracks[0] });
    expect(closed.ended).toBe(ended);
    state().reopenPlayer(closed);
    expect(state().listeningResumed).toBe(ended);
    expect(state().playToken).toBe(token);
  });

  it('brings an ad back from its start: closing is no way to skip it', () => {
    state().playTracks(tracks, 0);
    state().setAdsConfig({ enabled: true, everyTracks: 1, url: '/ad.mp3' });
    state().trackEnded();
    expect(state().isPlayingAd).toBe(true);
    const closed = state().closePlayer()!;
    expect(state().isPlayingAd).toBe(false);
    state().reopenPlayer(closed);
    expect(state()).toMatchObject({ isPlayingAd: true, activeTrack: tracks[1] });
  });

  it('does nothing once something else was started after the close', () => {
    state().playTracks(tracks, 0);
    const closed = state().closePlayer()!;
    const other = [makeTrack(9)];
    state().playTracks(other, 0);
    state().reopenPlayer(closed);
    expect(state()).toMatchObject({ queue: other, activeTrack: other[0] });
  });

  it('does not start the audio in a window whose playback went to the pop-out', () => {
    state().playTracks(tracks, 0);
    const closed = state().closePlayer()!;
    state().setHandedOff(true);
    state().reopenPlayer(closed);
    expect(state()).toMatchObject({ activeTrack: tracks[0], isPlaying: false });
  });
});
