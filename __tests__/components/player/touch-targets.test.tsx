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
const minimum = (button: HTMLElement) => {
  const style = getComputedStyle(button);
  return { name: button.getAttribute('aria-label'), minWidth: style.minWidth, minHeight: style.minHeight };
};
const atLeastTouch = (buttons: HTMLElement[]) => {
  for (const button of buttons) expect(minimum(button)).toEqual({ name: button.getAttribute('aria-label'), minWidth: `${TOUCH_TARGET}px`, minHeight: `${TOUCH_TARGET}px` });
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
  atLeastTouch(within(full).getAllByRole('button'));
});
