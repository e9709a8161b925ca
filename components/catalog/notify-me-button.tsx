import { CssButton } from '@/components/common/css-button';
import { SvgIcon } from '@/components/common/icons';
import { useReminder } from '@/hooks/catalog/use-reminder';

export const NOTIFY_ME_LABEL = 'Notify me';
export const NOTIFIED_LABEL = "You'll be notified";

const BELL = 'M19.29 17.29 18 16v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-1.29 1.29c-.63.63-.19 1.71.7 1.71h13.17c.9 0 1.34-1.08.71-1.71M16 17H8v-6c0-2.48 1.51-4.5 4-4.5s4 2.02 4 4.5zm-4 5c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2';
const RINGING =
  'M18 16v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.68-1.5-1.51-1.5S10.5 3.17 10.5 4v.68C7.63 5.36 6 7.92 6 11v5l-1.3 1.29c-.63.63-.19 1.71.7 1.71h13.17c.89 0 1.34-1.08.71-1.71zm-6.01 6c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2M6.77 4.73c.42-.38.43-1.03.03-1.43-.38-.38-1-.39-1.39-.02C3.7 4.84 2.52 6.96 2.14 9.34c-.09.61.38 1.16 1 1.16.48 0 .9-.35.98-.83.3-1.94 1.26-3.67 2.65-4.94M18.6 3.28c-.4-.37-1.02-.36-1.4.02-.4.4-.38 1.04.03 1.42 1.38 1.27 2.35 3 2.65 4.94.07.48.49.83.98.83.61 0 1.09-.55.99-1.16-.38-2.37-1.55-4.48-3.25-6.05';

// Pressed, in the accent colour like the heart and the votes.
const PRESSED = { color: 'var(--mui-palette-text-accent)' };

/**
 * 'Notify me' beside a Coming Soon mixtape's countdown (see docs/product.md, Notify me): a toggle button that reads
 * `You'll be notified` while pressed; pressing it again cancels. Loaded after the page (the mixtape header mounts it
 * only before the release), so it costs the page's first load next to nothing.
 */
export function NotifyMeButton({ mixtapeId }: { mixtapeId: number }) {
  const { reminder, toggle } = useReminder(mixtapeId);
  return (
    <CssButton variant="outlined" size="large" aria-pressed={reminder} style={reminder ? PRESSED : undefined} startIcon={<SvgIcon d={reminder ? RINGING : BELL} />} onClick={() => void toggle()}>
      {reminder ? NOTIFIED_LABEL : NOTIFY_ME_LABEL}
    </CssButton>
  );
}
