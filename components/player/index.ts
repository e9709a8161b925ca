// The door of components/player: what the other features, the layout and the pages use of it.
export { PopoutPlayer } from './popout-player';
export { QueueButton } from './queue-button';
