import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';

/**
 * A part loaded on demand together with MUI's theme (components/layout/mui-provider.tsx), after hydration: how the
 * first screen brings in anything built with MUI components (dialogs, player, queue, alerts, menus). Both load in
 * parallel; `load` should be `() => import('...').then((m) => m.Part)`, and importing the same module on intent
 * (pointer over, focus) warms it up.
 */
export function loadWithMui<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return dynamic<P>(
    () =>
      Promise.all([import('./mui-provider'), load()]).then(([{ MuiProvider }, Part]) => {
        function WithMui(props: P) {
          return (
            <MuiProvider>
              <Part {...props} />
            </MuiProvider>
          );
        }
        return WithMui;
      }),
    { ssr: false },
  );
}
