// Alert emails (see docs/product.md, Following and alerts): each kind can be turned off in Account or by the
// unsubscribe link of an email of that kind.

/** New releases of followed artists, DJs and podcasts, and 'Notify me' reminders of Coming Soon mixtapes. */
export const ALERT_KINDS = ['artists', 'djs', 'podcasts', 'coming_soon'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
