import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePlayerKeyboard } from '@/hooks/player/use-player-keyboard';
import { audioEngine } from '@/services/player/audio-engine';
import { makeTrack } from '../../helpers/fixtures';
import { mockMediaElement, recordAnalytics, resetStore, state } from '../../helpers/player';

function Page() {
  usePlayerKeyboard();
  return (
    <>
      <input aria-label="Search" />
      <textarea aria-label="Comment" />
      <div contentEditable suppressContentEditableWarning aria-label="Editor">
        text
      </div>
      <button type="button">Some button</button>
    </>
  );
}

beforeEach(() => {
  resetStore();
  recordAnalytics();
  mockMediaElement();
  state().playTracks([makeTrack(1), makeTrack(2)], 0);
});
afterEach(() => jest.restoreAllMocks());

it('Space toggles play, arrows seek 5 s and change the volume', async () => {
  const user = userEvent.setup();
  const seek = jest.spyOn(audioEngine, 'seek').mockImplementation(() => undefined);
  jest.spyOn(audioEngine, 'currentTime', 'get').mockReturnValue(60);
  render(<Page />);
  await user.keyboard(' ');
  expect(state().isPlaying).toBe(false);
  await user.keyboard(' ');
  expect(state().isPlaying).toBe(true);
  await user.keyboard('{ArrowRight}');
  expect(seek).toHaveBeenLastCalledWith(65);
  await user.keyboard('{ArrowLeft}');
  expect(seek).toHaveBeenLastCalledWith(55);
  await user.keyboard('{ArrowUp}');
  expect(state().volume).toBe(55);
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(state().volume).toBe(45);
});

it('does nothing while typing in an input, a textarea or an editable element', async () => {
  const user = userEvent.setup();
  const seek = jest.spyOn(audioEngine, 'seek').mockImplementation(() => undefined);
  render(<Page />);
  for (const field of [screen.getByLabelText('Search'), screen.getByLabelText('Comment'), screen.getByLabelText('Editor')]) {
    await user.click(field);
    await user.keyboard(' {ArrowLeft}{ArrowUp}');
  }
  expect(state()).toMatchObject({ isPlaying: true, volume: 50 });
  expect(seek).not.toHaveBeenCalled();
  expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe(' ');
});

it('leaves Space to a focused button, which presses it', async () => {
  const user = userEvent.setup();
  render(<Page />);
  screen.getByRole('button', { name: 'Some button' }).focus();
  await user.keyboard(' ');
  expect(state().isPlaying).toBe(true);
});

it('Shift+N and Shift+P move to the next and previous track, and between the chapters inside a mix', async () => {
  const user = userEvent.setup();
  const seek = jest.spyOn(audioEngine, 'seek').mockImplementation(() => undefined);
  render(<Page />);
  await user.keyboard('{Shift>}N{/Shift}');
  expect(state().activeTrack?.id).toBe(2);
  await user.keyboard('{Shift>}P{/Shift}');
  expect(state().activeTrack?.id).toBe(1);
  // Typed without Shift, or in a field, the letters are left alone.
  await user.keyboard('n');
  await user.click(screen.getByLabelText('Search'));
  await user.keyboard('{Shift>}N{/Shift}');
  expect(state().activeTrack?.id).toBe(1);
  screen.getByLabelText<HTMLInputElement>('Search').blur();

  state().setTrackChapters(1, [
    { title: 'Intro', start: 0 },
    { title: 'Drop', start: 60 },
  ]);
  await user.keyboard('{Shift>}N{/Shift}');
  expect(seek).toHaveBeenLastCalledWith(60);
  expect(state().activeTrack?.id).toBe(1);
  await user.keyboard('{Shift>}P{/Shift}');
  expect(seek).toHaveBeenLastCalledWith(0);
});
