// The door of hooks/discovery: what the other features, the layout and the pages use of it.
export { homeQueryOptions } from './use-home';
