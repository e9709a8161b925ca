import { QUEUE_ROW_PLAY_ON_CLICK_BELOW } from '@/theme/constants';
import { theme } from '@/theme/theme';

describe('theme breakpoints', () => {
  it('makes the media queries the product names (see docs/product.md, Themes and layout)', () => {
    // Dialogs, the player and the queue go full screen or compact below md.
    expect(theme.breakpoints.down('md')).toBe('@media (max-width:899.95px)');
    // Queue rows play on a single click under 800 px: its own width, not a breakpoint.
    expect(theme.breakpoints.down(QUEUE_ROW_PLAY_ON_CLICK_BELOW)).toBe('@media (max-width:799.95px)');
  });
});
