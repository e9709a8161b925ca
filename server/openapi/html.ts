// The readable API documentation page, rendered on the server from the OpenAPI document itself, so the page and
// the document cannot disagree. Plain HTML and one <style> element: the site's Content-Security-Policy allows no
// inline script and none from elsewhere, and the page needs none.

type Json = Record<string, unknown>;
type Schema = Json;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: Schema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}

export interface DocsDocument {
  info: { title: string; version: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, object | undefined>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
}

const METHOD_ORDER = ['get', 'head', 'post', 'put', 'patch', 'delete'];

const esc = (text: unknown) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped text with `code` spans and paragraphs. */
const prose = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((para) => `<p>${esc(para).replace(/`([^`]+)`/g, '<code>$1</code>')}</p>`)
    .join('');
const inline = (text: string) => esc(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const anchor = (kind: string, name: string) => `${kind}-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
const refName = (schema: Schema) => (typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : undefined);

class Renderer {
  constructor(private readonly doc: DocsDocument) {}

  private resolve(schema: Schema): Schema {
    const name = refName(schema);
    return name ? ((this.doc.components?.schemas?.[name] as Schema | undefined) ?? {}) : schema;
  }

  /** A short type: `integer`, `string | null`, `array of Mixtape`, `"email"`, `asc | desc`. */
  typeLabel(schema: Schema | undefined): string {
    if (!schema) return 'any';
    const name = refName(schema);
    if (name) return `<a href="#${anchor('schema', name)}">${esc(name)}</a>`;
    if ('const' in schema) return `<code>${esc(JSON.stringify(schema.const))}</code>`;
    if (Array.isArray(schema.enum)) return schema.enum.map((v) => `<code>${esc(JSON.stringify(v))}</code>`).join(' | ');
    const union = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (union) return union.map((s) => this.typeLabel(s)).join(' | ');
    if (Array.isArray(schema.allOf)) return (schema.allOf as Schema[]).map((s) => this.typeLabel(s)).join(' &amp; ');
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type ? [schema.type as string] : [];
    if (!types.length) return 'any';
    return types
      .map((type) => (type === 'array' ? `array of ${this.typeLabel(schema.items as Schema | undefined)}` : esc(type)))
      .join(' | ');
  }

  private notes(schema: Schema): string {
    const parts: string[] = [];
    const add = (label: string, value: unknown) => value !== undefined && parts.push(`${label} ${esc(JSON.stringify(value))}`);
    add('default', schema.default);
    add('min length', schema.minLength);
    add('max length', schema.maxLength);
    add('≥', schema.minimum);
    add('≤', schema.maximum);
    add('>', schema.exclusiveMinimum);
    add('<', schema.exclusiveMaximum);
    add('min items', schema.minItems);
    add('max items', schema.maxItems);
    if (schema.format) parts.push(`format ${esc(schema.format)}`);
    if (schema.pattern) parts.push(`pattern <code>${esc(schema.pattern)}</code>`);
    // Integer bounds zod adds to every int (the safe-integer range) say nothing.
    const text = parts.filter((p) => !/9007199254740991/.test(p)).join(', ');
    const description = typeof schema.description === 'string' ? inline(schema.description) : '';
    return [description, text].filter(Boolean).join(' ');
  }

  /** Rows for an object's fields; inline nested objects (and arrays of them) are listed with dotted names. */
  private rows(schema: Schema, prefix = ''): string[] {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required as string[] | undefined) ?? []);
    return Object.entries(properties).flatMap(([name, field]) => {
      const full = `${prefix}${name}`;
      const row = `<tr><td><code>${esc(full)}</code></td><td>${this.typeLabel(field)}</td><td>${required.has(name) ? 'yes' : ''}</td><td>${this.notes(field)}</td></tr>`;
      const items = field.type === 'array' ? (field.items as Schema | undefined) : undefined;
      const nested = items && !refName(items) && items.properties ? this.rows(items, `${full}[].`) : [];
      const inner = !refName(field) && field.properties ? this.rows(field, `${full}.`) : [];
      return [row, ...inner, ...nested];
    });
  }

  /** The fields of a body or component: a table per object, one per alternative of a union. */
  fields(schema: Schema | undefined): string {
    if (!schema) return '';
    const union = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
    if (union && !schema.properties) {
      return `<p>One of:</p><ol>${union.map((s) => `<li>${this.fields(s)}</li>`).join('')}</ol>`;
    }
    if (Array.isArray(schema.allOf)) {
      return `<p>All of:</p><ul>${(schema.allOf as Schema[]).map((s) => `<li>${this.fields(s)}</li>`).join('')}</ul>`;
    }
    const name = refName(schema);
    if (name) return `<p>${this.typeLabel(schema)}</p>`;
    if (schema.type === 'array' && schema.items) {
      const items = schema.items as Schema;
      return refName(items) || !items.properties
        ? `<p>${this.typeLabel(schema)}</p>`
        : `<p>An array of:</p>${this.fields(items)}`;
    }
    if (!schema.properties) return `<p>${this.typeLabel(schema)}${schema.description ? ` ${this.notes(schema)}` : ''}</p>`;
    const rows = this.rows(schema);
    if (!rows.length) return '<p>An empty object.</p>';
    return `<table><thead><tr><th>Field</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  }

  auth(security: Operation['security']): string {
    if (!security?.length) return 'None';
    const schemes = (this.doc.components?.securitySchemes ?? {}) as Record<string, Json>;
    const label = (name: string) => {
      const scheme = schemes[name] ?? {};
      if (scheme.type === 'http' && scheme.scheme === 'bearer') return '<code>Authorization: Bearer</code> token';
      if (scheme.type === 'apiKey') return `<code>${esc(scheme.name)}</code> header`;
      return esc(name);
    };
    const alternatives = security.map((requirement) => Object.keys(requirement).map(label).join(' and '));
    const optional = alternatives.includes('');
    const needed = alternatives.filter(Boolean);
    if (!optional) return `${needed.join(', or ')} (required)`;
    return needed.length ? `Optional: ${needed.join(', or ')}; guests call without` : 'None';
  }

  private parameters(op: Operation): string {
    const params = op.parameters ?? [];
    if (!params.length) return '';
    const rows = params.map(
      (p) =>
        `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td>${this.typeLabel(p.schema)}</td><td>${p.required ? 'yes' : ''}</td><td>${this.notes({ ...(p.schema ?? {}), description: p.description ?? p.schema?.description })}</td></tr>`,
    );
    return `<h4>Parameters</h4><table><thead><tr><th>Name</th><th>In</th><th>Type</th><th>Required</th><th>Notes</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  }

  private body(op: Operation): string {
    const content = op.requestBody?.content;
    if (!content) return '';
    const types = Object.keys(content);
    const schema = content[types[0]]?.schema;
    return `<h4>Body</h4><p>${types.map((t) => `<code>${esc(t)}</code>`).join(' or ')}${op.requestBody?.required ? ', required' : ', optional'}</p>${this.fields(schema)}`;
  }

  private responses(op: Operation, headOnly: boolean): string {
    const entries = Object.entries(op.responses ?? {}).sort(([a], [b]) => a.localeCompare(b));
    const rows = entries.map(([status, response]) => {
      const schema = response.content?.['application/json']?.schema;
      const body = schema && Object.keys(schema).length ? this.typeLabel(schema) : response.content ? 'JSON' : '';
      return `<tr><td>${esc(status)}</td><td>${inline(response.description ?? '')}</td><td>${headOnly ? '' : body}</td></tr>`;
    });
    const success = entries.find(([status]) => status.startsWith('2'));
    const successSchema = success?.[1].content?.['application/json']?.schema;
    const detail =
      successSchema && !refName(successSchema) && Object.keys(successSchema).length
        ? `<details><summary>Success body</summary>${this.fields(successSchema)}</details>`
        : '';
    return `<h4>Responses</h4><table><thead><tr><th>Status</th><th>Meaning</th><th>Body</th></tr></thead><tbody>${rows.join('')}</tbody></table>${detail}`;
  }

  operation(path: string, method: string, op: Operation, alsoHead: boolean): string {
    const id = anchor('op', op.operationId ?? `${method}-${path}`);
    const methods = [method, ...(alsoHead ? ['head'] : [])]
      .map((m) => `<span class="method ${m}">${m.toUpperCase()}</span>`)
      .join(' ');
    return [
      `<article id="${id}">`,
      `<h3>${methods} <code>${esc(path)}</code></h3>`,
      op.summary ? `<p class="summary">${inline(op.summary)}</p>` : '',
      `<p><strong>Auth:</strong> ${this.auth(op.security)}</p>`,
      this.parameters(op),
      this.body(op),
      this.responses(op, method === 'head'),
      '</article>',
    ].join('');
  }
}

const STYLE = `
body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1d1d1f;background:#fafafa}
main{max-width:960px;margin:0 auto;padding:24px}
h1{margin-top:0}h2{border-bottom:2px solid #ddd;padding-bottom:4px;margin-top:40px}
article{background:#fff;border:1px solid #e3e3e3;border-radius:8px;padding:4px 16px 12px;margin:16px 0}
h3 code{font-size:1em}h4{margin:14px 0 4px}
table{border-collapse:collapse;width:100%;font-size:14px;margin:4px 0}
th,td{text-align:left;vertical-align:top;border-bottom:1px solid #eee;padding:4px 8px}
code{font:13px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f2f2f2;padding:0 3px;border-radius:3px}
.method{display:inline-block;min-width:52px;text-align:center;border-radius:4px;color:#fff;font-size:13px;padding:1px 6px;background:#555}
.get{background:#1a7f37}.head{background:#57606a}.post{background:#0969da}.put,.patch{background:#9a6700}.delete{background:#cf222e}
nav ul{padding-left:20px}nav li{margin:2px 0}.summary{font-size:16px}
@media (prefers-color-scheme:dark){body{background:#161616;color:#e6e6e6}article{background:#1f1f1f;border-color:#333}
code{background:#2a2a2a}th,td{border-color:#333}h2{border-color:#333}a{color:#6cb6ff}}
`;

/** The whole documentation page for an OpenAPI document. */
export function renderDocsPage(doc: DocsDocument, documentUrl: string): string {
  const r = new Renderer(doc);
  type Entry = { path: string; method: string; op: Operation; alsoHead: boolean };
  const byTag = new Map<string, Entry[]>();
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    const item = pathItem as Record<string, unknown> | undefined;
    if (!item) continue;
    for (const method of METHOD_ORDER) {
      const op = item[method] as Operation | undefined;
      // HEAD beside GET is shown on the GET entry.
      if (!op || (method === 'head' && item.get)) continue;
      const tag = op.tags?.[0] ?? 'other';
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag)!.push({ path, method, op, alsoHead: method === 'get' && !!item.head });
    }
  }
  const declared = (doc.tags ?? []).map((t) => t.name);
  const tags = [...declared.filter((t) => byTag.has(t)), ...[...byTag.keys()].filter((t) => !declared.includes(t)).sort()];
  const tagDescription = (name: string) => doc.tags?.find((t) => t.name === name)?.description;

  const toc = tags
    .map((tag) => {
      const items = byTag
        .get(tag)!
        .map(
          ({ path, method, op }) =>
            `<li><a href="#${anchor('op', op.operationId ?? `${method}-${path}`)}"><code>${method.toUpperCase()} ${esc(path)}</code></a>${op.summary ? ` ${inline(op.summary)}` : ''}</li>`,
        )
        .join('');
      return `<li><a href="#${anchor('tag', tag)}">${esc(tag)}</a><ul>${items}</ul></li>`;
    })
    .join('');
  const sections = tags
    .map((tag) => {
      const description = tagDescription(tag);
      const ops = byTag.get(tag)!.map((e) => r.operation(e.path, e.method, e.op, e.alsoHead));
      return `<section id="${anchor('tag', tag)}"><h2>${esc(tag)}</h2>${description ? prose(description) : ''}${ops.join('')}</section>`;
    })
    .join('');
  const schemas = Object.entries(doc.components?.schemas ?? {})
    .map(([name, schema]) => `<article id="${anchor('schema', name)}"><h3>${esc(name)}</h3>${r.fields(schema as Schema)}</article>`)
    .join('');

  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(doc.info.title)}</title><style>${STYLE}</style></head><body><main>`,
    `<h1>${esc(doc.info.title)} <small>${esc(doc.info.version)}</small></h1>`,
    doc.info.description ? prose(doc.info.description) : '',
    `<p>The same contract as an OpenAPI 3.1 document: <a href="${esc(documentUrl)}"><code>${esc(documentUrl)}</code></a>.</p>`,
    `<nav><h2>Contents</h2><ul>${toc}<li><a href="#schemas">Schemas</a></li></ul></nav>`,
    sections,
    `<section id="schemas"><h2>Schemas</h2>${schemas}</section>`,
    '</main></body></html>',
  ].join('\n');
}
