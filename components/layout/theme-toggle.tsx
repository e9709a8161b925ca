import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { Hint } from '@/components/common/hint';
import { useAppStore } from '@/store';

/** Switches light/dark; MUI keeps the mode under the `theme` local key, the store keeps it too (see docs/product.md, Browser storage). */
export function ThemeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const setTheme = useAppStore((s) => s.setTheme);
  const current = (mode === 'system' ? systemMode : mode) ?? 'dark';
  const next = current === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Hint title={label} align="end">
      <IconButton
        aria-label={label}
        data-mode={current}
        onClick={() => {
          setMode(next);
          setTheme(next);
        }}
      >
        {current === 'dark' ? <LightModeOutlined /> : <DarkModeOutlined />}
      </IconButton>
    </Hint>
  );
}
