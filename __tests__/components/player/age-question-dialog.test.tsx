import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGE_QUESTION, AgeQuestionDialog } from '@/components/player/age-question-dialog';
import { player } from '@/commands/player/player';
import { useAppStore } from '@/store';
import { UNDER_AGE_MESSAGE } from '@/store/site-slice';
import { makeTrack } from '../../helpers/fixtures';
import { resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

resetPlayerEachTest();

const explicit = [1, 2].map((id) => makeTrack(id, { mixtapeId: 9, explicit: true }));
const clean = [3, 4].map((id) => makeTrack(id, { mixtapeId: 8, explicit: false }));

const question = () => screen.queryByRole('dialog', { name: AGE_QUESTION });

it('asks before the first explicit mixtape plays; Yes plays it and is remembered', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AgeQuestionDialog />);
  act(() => player.playTracks(explicit, 0));
  expect(await screen.findByRole('dialog', { name: AGE_QUESTION })).toBeInTheDocument();
  expect(state().activeTrack).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Yes' }));
  expect(state()).toMatchObject({ isOverAge: true, activeTrack: explicit[0], isPlaying: true });
  await waitFor(() => expect(question()).not.toBeInTheDocument());

  // Asked once: the next explicit play starts at once.
  act(() => player.playTracks(explicit, 1));
  expect(question()).not.toBeInTheDocument();
  expect(state().activeTrack).toEqual(explicit[1]);
  // The answer is kept in 'app-storage' with the rest of the persisted store.
  expect(JSON.parse(localStorage.getItem('app-storage') ?? '{}').state.isOverAge).toBe(true);
});

it('No plays nothing, now or later, and says why', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AgeQuestionDialog />);
  act(() => player.playFromList(explicit, 0));
  await user.click(await screen.findByRole('button', { name: 'No' }));
  expect(state()).toMatchObject({ isOverAge: false, activeTrack: null, isPlaying: false, queue: [] });
  expect(state().alert?.message).toBe(UNDER_AGE_MESSAGE);
  await waitFor(() => expect(question()).not.toBeInTheDocument());

  act(() => player.addToQueue(explicit));
  expect(question()).not.toBeInTheDocument();
  expect(state().queue).toEqual([]);
});

it('never asks for a mixtape that is not explicit', () => {
  renderWithProviders(<AgeQuestionDialog />);
  act(() => player.playTracks(clean, 0));
  expect(question()).not.toBeInTheDocument();
  expect(state()).toMatchObject({ activeTrack: clean[0], isPlaying: true, isOverAge: null });
});

it('closing the question without an answer plays nothing and asks again next time', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AgeQuestionDialog />);
  act(() => player.playTracks(explicit, 0));
  await screen.findByRole('dialog', { name: AGE_QUESTION });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(question()).not.toBeInTheDocument());
  expect(useAppStore.getState()).toMatchObject({ isOverAge: null, activeTrack: null });
  act(() => player.playTracks(explicit, 0));
  expect(await screen.findByRole('dialog', { name: AGE_QUESTION })).toBeInTheDocument();
});
