// The door of components/discovery: what the other features, the layout and the pages use of it.
export { type HeroBackdrop } from './home-hero';
export { HomeScreen } from './home-screen';
