import { createContext } from 'react';

/**
 * The emotion cache _document's server render collects MUI's styles into (documentGetInitialProps hands it to
 * the App as `emotionCache`). Passed down as an opaque value so _app needs no emotion of its own: only the pages
 * and parts that render MUI load it, through components/common/mui-provider.tsx.
 */
export const StyleCacheContext = createContext<unknown>(null);
