// The door of components/contact: what the other features, the layout and the pages use of it.
export { ContactForm } from './contact-form';
export { ContactScreen } from './contact-screen';
export { DmcaForm } from './dmca-form';
