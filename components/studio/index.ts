// The door of components/studio: what the other features, the layout and the pages use of it.
export { NewReleaseScreen } from './new-release-screen';
export { ReleaseScreen } from './release-screen';
export { StudioScreen } from './studio-screen';
