import { act, screen, within } from '@testing-library/react';
import { Player } from '@/components/player/player';
import { QueueDialog } from '@/components/player/queue-dialog';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

// jsdom neither lays out nor applies media queries: these find the rule that sizes each button where a finger points
// (below the theme's md, or a touch screen). The phone-layout journey measures the real boxes.
resetPlayerEachTest();

const PHONE_OR_TOUCH = '(max-width:899.95px), (pointer: coarse)';
const tracks = [makeTrack(1), makeTrack(2), makeTrack(3)];

/** The smallest box the page's style sheets give `element` under the phone-or-touch query. */
function touchMinimum(element: Element): { minWidth: string; minHeight: string } {
  const found = { minWidth: '', minHeight: '' };
  for (const sheet of [...document.styleSheets]) {
    for (const rule of [...sheet.cssRules]) {
      if (!(rule instanceof CSSMediaRule) || rule.media.mediaText.replace(/\s/g, '') !== PHONE_OR_TOUCH.replace(/\s/g, '')) continue;
      for (const inner of [...rule.cssRules]) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          found.minWidth ||= inner.style.getPropertyValue('min-width');
          found.minHeight ||= inner.style.getPropertyValue('min-height');
        }
      }
    }
  }
  return found;
}

const expectTouchSized = (elements: Element[]) => {
  expect(elements.length).toBeGreaterThan(0);
  for (const element of elements) expect({ name: element.getAttribute('aria-label'), ...touchMinimum(element) }).toEqual({ name: element.getAttribute('aria-label'), minWidth: '44px', minHeight: '44px' });
};

it("on a phone, a queue row's favorite and menu, its drag handle and checkbox in edit mode, and the queue's close are 44 px", () => {
  mockWindowWidth(375);
  renderWithProviders(<QueueDialog />);
  act(() => {
    state().playTracks(tracks, 0);
    state().setQueueOpen(true);
  });
  const dialog = screen.getByRole('dialog', { name: 'Queue' });
  const row = () => within(dialog).getAllByTestId('queue-row')[1];
  expectTouchSized([
    within(row()).getByRole('button', { name: 'Favorite Track 2' }),
    within(row()).getByRole('button', { name: 'More actions for Track 2' }),
    within(dialog).getByRole('button', { name: 'Close queue' }),
  ]);
  act(() => state().setEditingQueue(true));
  expectTouchSized([within(row()).getByRole('button', { name: 'Drag Track 2' }), within(row()).getByRole('checkbox', { name: 'Select Track 2' }).closest('.MuiCheckbox-root')!]);
});

it("on a phone, the bar shown while the pop-out plays has 44 px play and 'Play here' buttons", () => {
  mockWindowWidth(375);
  renderWithProviders(<Player />);
  act(() => {
    state().playTracks(tracks, 0);
    state().setHandedOff(true);
  });
  expectTouchSized(within(screen.getByRole('region', { name: 'Player' })).getAllByRole('button'));
});
