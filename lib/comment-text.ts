/** A piece of a comment's text: words as they are, or a web address to show as a link. */
export type CommentPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// An http(s) address up to the next space; punctuation that ends a sentence is not part of it.
const LINK = /https?:\/\/[^\s<>"]+/g;
const TRAILING = /[.,;:!?)\]'"]+$/;

/**
 * A comment's plain text cut into text and links (see docs/product.md, Comments): nothing else in it is
 * interpreted, so markup shows as the characters typed.
 */
export function splitLinks(text: string): CommentPart[] {
  const parts: CommentPart[] = [];
  let from = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    if (!URL.canParse(href)) continue;
    if (match.index > from) parts.push({ kind: 'text', text: text.slice(from, match.index) });
    parts.push({ kind: 'link', href });
    from = match.index + href.length;
  }
  if (from < text.length) parts.push({ kind: 'text', text: text.slice(from) });
  return parts;
}
