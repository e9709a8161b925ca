import { useEffect, useState, type ComponentType } from 'react';

/**
 * A part loaded in the browser once it is first mounted: nothing is rendered for it on the server or until its code
 * has come, and once loaded every later mount shows it at once. What next/dynamic with `ssr: false` did for these
 * parts, without its loadable runtime (about 1 KB gzipped, with next/dynamic itself) on every page's first load.
 * A part whose code fails to load renders nothing, as it did then; the next mount tries again.
 */
export function loadInBrowser<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  function InBrowser(props: P) {
    const [Part, setPart] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (Part) return;
      let mounted = true;
      loading ??= load().then((part) => (loaded = part));
      loading.then(
        (part) => mounted && setPart(() => part),
        () => {
          loading = null;
        },
      );
      return () => {
        mounted = false;
      };
    }, [Part]);
    return Part ? <Part {...props} /> : null;
  }
  return InBrowser;
}

/**
 * A part loaded on demand together with MUI's theme (components/common/mui-provider.tsx), after hydration: how the
 * first screen brings in anything built with MUI components (dialogs, player, queue, alerts, menus). Both load in
 * parallel; `load` should be `() => import('...').then((m) => m.Part)`, and importing the same module on intent
 * (pointer over, focus) warms it up.
 */
export function loadWithMui<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  return loadInBrowser<P>(() =>
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
  );
}
