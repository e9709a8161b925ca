import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Player } from '@/components/player/player';
import { PopoutPlayer } from '@/components/player/popout-player';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

resetPlayerEachTest();

const tracks = [makeTrack(1), makeTrack(2)];
const gear = () => screen.getByRole('button', { name: 'Player settings' });
const settings = () => screen.findByRole('dialog', { name: 'Player settings' });

it('the bar\'s gear opens the settings: normalize, crossfade and quality, each writing the store', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  const button = gear();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  const dialog = await settings();
  // The rest of the page is hidden from assistive technology while the settings are open (a modal).
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(button).toHaveAttribute('aria-controls', dialog.id);

  const normalize = within(dialog).getByRole('switch', { name: 'Normalize volume' });
  expect(normalize).toBeChecked();
  await user.click(normalize);
  expect(state().normalizeVolume).toBe(false);
  expect(normalize).not.toBeChecked();

  const crossfade = within(dialog).getByRole('slider', { name: 'Crossfade' });
  expect(crossfade).toHaveAttribute('aria-valuetext', 'Off');
  expect(crossfade).toHaveAttribute('max', '12');

  const quality = within(dialog).getByRole('radiogroup', { name: 'Quality' });
  expect(within(quality).getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['auto', 'high', 'data_saver']);
  const auto = within(quality).getByRole('radio', { name: 'Auto' });
  expect(auto).toBeChecked();
  expect(auto).toHaveAccessibleDescription('Saves data on slow or metered connections');
  await user.click(within(quality).getByRole('radio', { name: 'Data saver' }));
  expect(state().streamQuality).toBe('data_saver');
  await user.click(within(quality).getByRole('radio', { name: 'High' }));
  expect(state().streamQuality).toBe('high');
});

it('works from the keyboard alone: open, switch, slide, choose, and Escape back to the gear', async () => {
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  act(() => gear().focus());
  await user.keyboard('{Enter}');
  const dialog = await settings();
  const normalize = within(dialog).getByRole('switch', { name: 'Normalize volume' });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

  act(() => normalize.focus());
  await user.keyboard(' ');
  expect(state().normalizeVolume).toBe(false);

  const crossfade = within(dialog).getByRole('slider', { name: 'Crossfade' });
  act(() => crossfade.focus());
  await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
  expect(state().crossfadeSeconds).toBe(4);
  expect(crossfade).toHaveAttribute('aria-valuetext', '4 s');
  expect(dialog).toHaveTextContent('4 s');
  // The arrows moved the slider, not the track: the player's own arrow keys stay out of a slider's way.
  expect(state().position).toBe(0);
  await user.keyboard('{End}');
  expect(state().crossfadeSeconds).toBe(12);
  await user.keyboard('{Home}');
  expect(state().crossfadeSeconds).toBe(0);
  expect(crossfade).toHaveAttribute('aria-valuetext', 'Off');

  act(() => within(dialog).getByRole('radio', { name: 'Auto' }).focus());
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(state().streamQuality).toBe('data_saver');
  expect(within(dialog).getByRole('radio', { name: 'Data saver' })).toBeChecked();
  expect(state().volume).toBe(50);

  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Player settings' })).not.toBeInTheDocument());
  expect(gear()).toHaveFocus();
  expect(gear()).toHaveAttribute('aria-expanded', 'false');
});

it('shows what the store holds when opened', async () => {
  const user = userEvent.setup();
  act(() => {
    state().setNormalizeVolume(false);
    state().setCrossfadeSeconds(6);
    state().setStreamQuality('high');
  });
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  await user.click(gear());
  const dialog = await settings();
  expect(within(dialog).getByRole('switch', { name: 'Normalize volume' })).not.toBeChecked();
  expect(within(dialog).getByRole('slider', { name: 'Crossfade' })).toHaveAttribute('aria-valuetext', '6 s');
  expect(within(dialog).getByRole('radio', { name: 'High' })).toBeChecked();
});

it('on a phone, opens from the full-screen player as a sheet from the bottom, closed by Done', async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  // The slim bar has no room for it: the gear is in the expanded player.
  expect(screen.queryByRole('button', { name: 'Player settings' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: /^Expand player/ }));
  const nowPlaying = await screen.findByRole('dialog', { name: 'Now playing' });
  await user.click(within(nowPlaying).getByRole('button', { name: 'Player settings' }));
  const dialog = await settings();
  expect(dialog.closest('.MuiDrawer-root')).not.toBeNull();
  await user.click(within(dialog).getByRole('radio', { name: 'Data saver' }));
  expect(state().streamQuality).toBe('data_saver');
  await user.click(within(dialog).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Player settings' })).not.toBeInTheDocument());
  // Back in the full-screen player, which stays open.
  expect(screen.getByRole('dialog', { name: 'Now playing' })).toBeInTheDocument();
});

it('the pop-out has the gear too', async () => {
  const user = userEvent.setup();
  act(() => state().playTracks(tracks, 0));
  renderWithProviders(<PopoutPlayer />);
  await user.click(within(screen.getByRole('region', { name: 'Player' })).getByRole('button', { name: 'Player settings' }));
  const dialog = await settings();
  await user.click(within(dialog).getByRole('switch', { name: 'Normalize volume' }));
  expect(state().normalizeVolume).toBe(false);
});
