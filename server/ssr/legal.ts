import fs from 'node:fs/promises';
import path from 'node:path';
import MarkdownIt from 'markdown-it';

/** The legal texts kept as Markdown under `content/legal/`, read by the pages' getStaticProps at build time. */
export type LegalDocumentName = 'terms-of-use' | 'privacy';

export interface LegalSection {
  /** Anchor id, from the heading's `{#id}`: links elsewhere point at it, so it must not change with the wording. */
  id: string;
  heading: string;
  html: string;
}

export interface LegalDocument {
  title: string;
  /** ISO date (YYYY-MM-DD) of the last change. */
  updated: string;
  introHtml: string;
  sections: LegalSection[];
}

// The HTML goes into the page with dangerouslySetInnerHTML, so it must hold only what Markdown makes: raw HTML in
// a file is shown as text (html: false), and markdown-it refuses javascript:, vbscript: and data: links itself.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const SECTION_HEADING = /^## (.+?)\s+\{#([a-z0-9-]+)\}\s*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function frontMatter(source: string, name: string): { fields: Record<string, string>; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${name}: the file must start with a --- block naming its title and updated date`);
  const fields: Record<string, string> = {};
  for (const line of match[1].split('\n')) {
    const field = /^(\w+):\s*(.*?)\s*$/.exec(line);
    if (field) fields[field[1]] = field[2];
  }
  return { fields, body: source.slice(match[0].length) };
}

/**
 * Splits a legal text into its intro and its `## Heading {#id}` sections and renders each to HTML. The title is
 * the page's only h1, so the body may not have one; a section heading without an id is refused.
 */
export function parseLegalDocument(source: string, name = 'legal document'): LegalDocument {
  const { fields, body } = frontMatter(source.replace(/\r\n?/g, '\n'), name);
  if (!fields.title) throw new Error(`${name}: no title`);
  if (!ISO_DATE.test(fields.updated ?? '')) throw new Error(`${name}: updated must be a YYYY-MM-DD date`);

  const intro: string[] = [];
  const sections: { id: string; heading: string; lines: string[] }[] = [];
  for (const line of body.split('\n')) {
    const heading = SECTION_HEADING.exec(line);
    if (heading) sections.push({ heading: heading[1], id: heading[2], lines: [] });
    else if (/^#{1,2}\s/.test(line)) throw new Error(`${name}: "${line}" must be a section heading with an id, like "## Heading {#id}"`);
    else (sections.at(-1)?.lines ?? intro).push(line);
  }
  const ids = sections.map((section) => section.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`${name}: the section id "${repeated}" is used twice`);

  return {
    title: fields.title,
    updated: fields.updated,
    introHtml: markdown.render(intro.join('\n')),
    sections: sections.map(({ id, heading, lines }) => ({ id, heading, html: markdown.render(lines.join('\n')) })),
  };
}

export async function loadLegalDocument(name: LegalDocumentName): Promise<LegalDocument> {
  const file = path.join(process.cwd(), 'content', 'legal', `${name}.md`);
  return parseLegalDocument(await fs.readFile(file, 'utf8'), `content/legal/${name}.md`);
}
