import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CssButton } from '@/components/common/css-button';
import container from '@/components/common/container.module.css';
import { reportRenderError } from '@/commands/layout/render-error-log';
import styles from './error-boundary.module.css';

export const RENDER_ERROR_TITLE = 'Something went wrong';
export const RENDER_ERROR_MESSAGE = 'This page could not be shown. We have been told about it; try again, or go back to the home page.';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** The page's path: going to another page clears the fallback. */
  path: string;
}

/**
 * Catches a rendering error in a page: shows a friendly fallback with a way back (the header and the player stay
 * usable) and sends an error log with the message and the component stack (docs/product.md, Analytics events and logs).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    reportRenderError(error, info.componentStack ?? '', this.props.path);
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.path !== this.props.path) this.setState({ failed: false });
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={`${container.container} ${container.lg}`}>
        <section role="alert" className={styles.fallback}>
          <h1 className={styles.title}>{RENDER_ERROR_TITLE}</h1>
          <p className={styles.message}>{RENDER_ERROR_MESSAGE}</p>
          <div className={styles.actions}>
            <CssButton variant="contained" onClick={() => this.setState({ failed: false })}>
              Try again
            </CssButton>
            {/* Another path clears the fallback (componentDidUpdate). */}
            <CssButton variant="outlined" href="/">
              Go to the home page
            </CssButton>
          </div>
        </section>
      </div>
    );
  }
}
