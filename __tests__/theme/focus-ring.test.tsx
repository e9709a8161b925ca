import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { CssButton, CssIconButton } from '@/components/common/css-button';
import { theme } from '@/theme/theme';
import { contrast } from '../helpers/contrast';
import { renderWithProviders } from '../helpers/render';

// The one focus ring of the site (theme/theme.ts, in the style sheet every page gets): the keyboard-focused element,
// MUI or CSS module alike, is matched by its rule, and its colour stands out against both schemes' surfaces.

const styleRules = () => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((r) => r instanceof CSSStyleRule);

/** The baseline's rule with this outline: jsdom keeps the style sheet but does not resolve `var()` outlines. */
function focusRule(outline: string): CSSStyleRule {
  const rule = styleRules().find((r) => r.selectorText.includes(':focus-visible') && r.style.outline === outline);
  if (!rule) throw new Error(`no :focus-visible rule with outline ${outline} in the baseline`);
  return rule;
}

it('rings every control the keyboard reaches, MUI or CSS module, and not a container focused by script', async () => {
  renderWithProviders(
    <>
      <CssBaseline />
      <CssButton>Css button</CssButton>
      <CssIconButton aria-label="Css icon">+</CssIconButton>
      <Button>Mui button</Button>
      <IconButton aria-label="Mui icon">+</IconButton>
      <Checkbox slotProps={{ input: { 'aria-label': 'Mui checkbox' } }} />
      <a href="https://example.com/">A link</a>
      <main tabIndex={-1}>Content</main>
    </>,
  );
  expect(styleRules().find((r) => r.selectorText === ':root')?.style.getPropertyValue('--focus-ring')).toBe('2px solid var(--mui-palette-text-accent)');
  const rule = focusRule('var(--focus-ring)');
  const user = userEvent.setup();
  for (const name of ['Css button', 'Css icon', 'Mui button', 'Mui icon', 'Mui checkbox', 'A link']) {
    await user.tab();
    const focused = document.activeElement as HTMLElement;
    expect(focused).toHaveAccessibleName(name);
    // A checkbox's input is invisible: MUI marks its visible box with Mui-focusVisible, which the rule rings.
    const ringed = name === 'Mui checkbox' ? focused.closest('.MuiCheckbox-root')! : focused;
    expect(ringed.matches(rule.selectorText)).toBe(true);
  }
  // The skip links' targets and dialogs' papers take focus from script: no ring around a whole page or dialog.
  expect(screen.getByRole('main').matches(focusRule('0').selectorText.replaceAll(':focus-visible', ''))).toBe(true);
});

it("draws the ring in the accent, at 3:1 or more against the page and paper of both schemes", () => {
  for (const scheme of ['light', 'dark'] as const) {
    const { text, background } = theme.colorSchemes[scheme]!.palette;
    expect(contrast(text.accent, background.default)).toBeGreaterThanOrEqual(3);
    expect(contrast(text.accent, background.paper)).toBeGreaterThanOrEqual(3);
  }
});
