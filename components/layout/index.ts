// The door of components/layout: what the other features, the layout and the pages use of it.
export { AppLayout } from './app-layout';
export { AppRuntime } from './app-runtime';
export { ErrorBoundary } from './error-boundary';
