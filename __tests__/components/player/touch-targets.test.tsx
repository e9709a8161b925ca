import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Player } from '@/components/player/player';
import { TOUCH_TARGET } from '@/components/player/touch-target';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// jsdom lays nothing out (nor applies media queries), so this reads the size rules the phone player's buttons get; the
// phone-layout journey measures the real boxes, the queue's and the tracklist's too.
resetPlayerEachTest();

const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];
// A text button may be wider than the rule asks (MUI's Button is at least 64 px): at least, not exactly.
const minimum = (button: HTMLElement) => {
  const style = getComputedStyle(button);
  const atLeast = (px: string) => (parseFloat(px) >= TOUCH_TARGET ? `>= ${TOUCH_TARGET}px` : px);
  return { name: button.getAttribute('aria-label'), minWidth: atLeast(style.minWidth), minHeight: atLeast(style.minHeight) };
};
const atLeastTouch = (buttons: HTMLElement[]) => {
  for (const button of buttons) expect(minimum(button)).toEqual({ name: button.getAttribute('aria-label'), minWidth: `>= ${TOUCH_TARGET}px`, minHeight: `>= ${TOUCH_TARGET}px` });
};

it("on a phone, the slim bar's play, next and close and every button of the full view are at least 44 px square", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks(tracks, 0));
  const bar = screen.getByRole('region', { name: 'Player' });
  atLeastTouch(['Pause', 'Next', 'Close player'].map((name) => within(bar).getByRole('button', { name })));
  await user.click(within(bar).getByRole('button', { name: /^Expand player/ }));
  const full = screen.getByRole('dialog', { name: 'Now playing' });
  // Its track actions and sleep timer load as it opens: they count too.
  await within(full).findByRole('button', { name: 'Sleep timer' });
  expect(within(full).getByRole('button', { name: 'Share' })).toBeInTheDocument();
  atLeastTouch(within(full).getAllByRole('button'));
});

it("on a phone, a podcast's skips and speed in the full view are at least 44 px square too", async () => {
  mockWindowWidth(375);
  const user = userEvent.setup();
  renderWithProviders(<Player />);
  act(() => state().playTracks([{ ...makeTrack(-4, { title: 'Episode Four', slug: 'the-crate' }), stream: '/api/v3/podcasts/episodes/4/stream' }], 0));
  await user.click(within(screen.getByRole('region', { name: 'Player' })).getByRole('button', { name: /^Expand player/ }));
  const full = screen.getByRole('dialog', { name: 'Now playing' });
  await within(full).findByRole('button', { name: 'Back 15 seconds' });
  await within(full).findByRole('button', { name: 'Sleep timer' });
  atLeastTouch(within(full).getAllByRole('button'));
});
