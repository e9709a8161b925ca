import { CssIconButton } from '@/components/common/css-button';
import { Hint } from '@/components/common/hint';
import { DarkModeIcon, LightModeIcon } from '@/components/common/icons';
import { useThemeMode } from '@/hooks/common/use-theme-mode';

/** Switches light/dark; MUI keeps the mode under the `theme` local key, the store keeps it too (see docs/product.md, Browser storage). */
export function ThemeToggle() {
  const { mode, setMode } = useThemeMode();
  const next = mode === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Hint title={label} align="end">
      <CssIconButton aria-label={label} data-mode={mode} onClick={() => setMode(next)}>
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </CssIconButton>
    </Hint>
  );
}
