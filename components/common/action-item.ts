import type { ReactNode } from 'react';

/** One entry of an action menu: the bottom sheet on phones, a dropdown menu elsewhere. */
export interface ActionItem {
  /** Stable key; defaults to the title. */
  key?: string;
  icon: ReactNode;
  title: string;
  /** Navigates there (a link). */
  href?: string;
  /** Opens the link in a new tab (the pop-out player must not navigate away from itself). */
  newTab?: boolean;
  onClick?: () => void;
  disabled?: boolean;
  /** Why it is disabled, shown where the item stays visible. */
  disabledHint?: string;
}

/** The current path without query or hash, for highlighting the item that leads where the user already is. */
export function pathOnly(url: string): string {
  return url.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
}
