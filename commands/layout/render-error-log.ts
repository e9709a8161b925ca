/** The error log of a rendering error (docs/product.md, Analytics events and logs): its message, its stack and React's component stack. */
export const RENDER_ERROR_TEXT = 'page failed to render';

/** Sends it fire-and-forget; the log service loads now, never with the page (see services/common/logs.ts). */
export function reportRenderError(error: unknown, componentStack: string, path: string): void {
  void import('@/services/common/logs').then(({ sendLog }) =>
    sendLog({
      text: RENDER_ERROR_TEXT,
      level: 'error',
      subfeature: 'error-boundary',
      error_message: error instanceof Error ? error.message : String(error),
      error_trace: error instanceof Error ? (error.stack ?? '') : '',
      extra: { componentStack, path },
    }),
  );
}
