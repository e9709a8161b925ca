import { theme } from '@/theme/theme';
import { contrast } from '../helpers/contrast';

// WCAG AA in both schemes (see docs/product.md, Accessibility): text 4.5:1 on the page and on paper, and on every
// filled colour its own contrast text.

const SCHEMES = ['light', 'dark'] as const;

it.each(SCHEMES)('keeps body, secondary and accent text at 4.5:1 or more on the page and paper (%s)', (scheme) => {
  const { text, background } = theme.colorSchemes[scheme]!.palette;
  for (const colour of [text.primary, text.secondary, text.accent]) {
    expect(contrast(colour, background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, background.paper)).toBeGreaterThanOrEqual(4.5);
  }
});

it.each(SCHEMES)('writes 4.5:1 text on every filled colour: buttons, tags, alerts (%s)', (scheme) => {
  const { palette } = theme.colorSchemes[scheme]!;
  for (const name of ['primary', 'warning', 'info', 'error', 'success'] as const) {
    const { main, contrastText } = palette[name];
    // MUI writes some contrast texts as rgba(0, 0, 0, 0.87): near enough black over an opaque fill.
    const text = contrastText.startsWith('rgba(0, 0, 0') ? '#000000' : contrastText === '#fff' ? '#ffffff' : contrastText;
    expect({ name, ratio: contrast(text, main) >= 4.5 }).toEqual({ name, ratio: true });
  }
});

it('keeps #3C97ED as the primary colour of both schemes', () => {
  for (const scheme of SCHEMES) expect(theme.colorSchemes[scheme]!.palette.primary.main).toBe('#3C97ED');
});
