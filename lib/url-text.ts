// The text check of the site (docs/product.md, Text that becomes part of a URL): letters, digits and
// - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; = are the characters a URL carries as they are. Text with any other
// character (a space, a quote, a percent sign, a non-ASCII letter) is refused where it would become part of a URL.
const URL_SAFE = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=]*$/;

/** True when the text holds a character outside the URL-safe set. */
export const hasUrlUnsafeCharacter = (text: string): boolean => !URL_SAFE.test(text);
