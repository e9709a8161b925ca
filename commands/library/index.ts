// The door of commands/library: what the other features, the layout and the pages use of it.
export { library } from './library';
