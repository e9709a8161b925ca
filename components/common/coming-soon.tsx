import type { ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';

export const LIBRARY_SOON = 'Coming soon with your library';

/**
 * A tooltip that also works on a disabled control: disabled elements get no pointer events, so the
 * tooltip listens on a wrapping span instead.
 */
export function ComingSoon({ title = LIBRARY_SOON, children }: { title?: string; children: ReactElement }) {
  return (
    <Tooltip title={title}>
      <span style={{ display: 'inline-flex' }}>{children}</span>
    </Tooltip>
  );
}
