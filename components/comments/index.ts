// The door of components/comments: what the other features, the layout and the pages use of it.
export { CommentsSection } from './comments-section';
