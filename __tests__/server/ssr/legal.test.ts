/** @jest-environment node */
import { loadLegalDocument, parseLegalDocument } from '@/server/ssr/legal';

const doc = (body: string) => `---\ntitle: Test Policy\nupdated: 2026-03-05\n---\n\n${body}`;

describe('parseLegalDocument', () => {
  it('splits the intro from the sections and keeps the ids the headings name', () => {
    const parsed = parseLegalDocument(doc('Intro with **bold**.\n\n## First part {#first}\n\nOne.\n\n## Second {#second}\n\n- `key`: two\n'));
    expect(parsed).toEqual({
      title: 'Test Policy',
      updated: '2026-03-05',
      introHtml: '<p>Intro with <strong>bold</strong>.</p>\n',
      sections: [
        { id: 'first', heading: 'First part', html: '<p>One.</p>\n' },
        { id: 'second', heading: 'Second', html: '<ul>\n<li><code>key</code>: two</li>\n</ul>\n' },
      ],
    });
  });

  it('turns out only what Markdown makes: raw HTML is text and script links are not links', () => {
    const { introHtml } = parseLegalDocument(doc('<script>alert(1)</script> [x](javascript:alert(1)) [ok](/privacy)'));
    expect(introHtml).not.toMatch(/<script|href="javascript/);
    expect(introHtml).toContain('&lt;script&gt;');
    expect(introHtml).toContain('<a href="/privacy">ok</a>');
  });

  it('refuses a file without its front matter, a section without an id, a second h1 or a repeated id', () => {
    expect(() => parseLegalDocument('## A {#a}\n')).toThrow(/must start with/);
    expect(() => parseLegalDocument('---\ntitle: T\nupdated: soon\n---\n')).toThrow(/YYYY-MM-DD/);
    expect(() => parseLegalDocument(doc('## No id\n'))).toThrow(/section heading with an id/);
    expect(() => parseLegalDocument(doc('# Another title\n'))).toThrow(/section heading with an id/);
    expect(() => parseLegalDocument(doc('## A {#a}\n\n## B {#a}\n'))).toThrow(/"a" is used twice/);
  });
});

it('reads both legal texts from content/legal', async () => {
  const terms = await loadLegalDocument('terms-of-use');
  const privacy = await loadLegalDocument('privacy');
  expect(terms.title).toBe('Terms of Use');
  expect(privacy.title).toBe('Privacy Policy');
  expect(terms.sections.map((s) => s.id)).toContain('governing-law');
  expect(privacy.sections.map((s) => s.id)).toContain('cookies-and-storage');
});
