// The door of commands/player: what the other features, the layout and the pages use of it.
export { playAt } from './chapters';
export { player } from './player';
