/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, SETTING_NAMES, loadSettings, parseSettings, setSetting, settings } from '@/server/core/config';

const env = { ...process.env };
afterEach(() => {
  process.env = { ...env };
});

/** What a wrong environment stops the server with. */
function problemsOf(vars: Record<string, string>): string[] {
  try {
    parseSettings(vars);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('parsed');
}

it('refuses a wrong value, naming the variable, what it expected and what it got', () => {
  expect(problemsOf({ PORT: 'abc' })).toEqual(['PORT: expected a port number, got "abc"']);
  expect(problemsOf({ PORT: '70000' })).toEqual(['PORT: expected a port number, got "70000"']);
  expect(problemsOf({ TRUST_PROXY: 'yes', MEDIA_STORAGE: 'S3', AUTH_SEND_PER_30S: '-1', APP_URL: 'mixtapes.example' })).toEqual([
    'TRUST_PROXY: expected 1, true, 0 or false, got "yes"',
    'APP_URL: expected an http(s) URL, got "mixtapes.example"',
    'MEDIA_STORAGE: expected local or s3, got "S3"',
    'AUTH_SEND_PER_30S: expected a whole number (0 turns the limit off), got "-1"',
  ]);
});

it('fails at start with every wrong variable in its message, before anything runs', () => {
  process.env.PORT = 'abc';
  process.env.DATABASE_URL = 'mysql://localhost/mixtapes';
  expect(() => loadSettings()).toThrow(/^Wrong settings in the environment:\n {2}PORT: expected a port number, got "abc"\n {2}DATABASE_URL: expected a postgres:\/\/ connection string/);
});

it('takes empty variables as unset, and fills in the defaults', () => {
  const parsed = parseSettings({ PORT: '', TRUST_PROXY: 'true', ADMIN_EMAILS: ' A@Example.com, b@example.com,', AUTH_SEND_PER_30S: '0' });
  expect(parsed.PORT).toBe(3000);
  expect(parsed.TRUST_PROXY).toBe(true);
  expect([...parsed.ADMIN_EMAILS]).toEqual(['a@example.com', 'b@example.com']);
  expect(parsed.AUTH_SEND_PER_30S).toBe(0);
  expect(parsed.MEDIA_STORAGE).toBe('local');
});

it('until the production entry loads them, reads each variable as it is when used, by the same schema', () => {
  process.env.CONTACT_TO = 'team@example.com';
  expect(settings().CONTACT_TO).toBe('team@example.com');
  process.env.CONTACT_TO = 'other@example.com';
  expect(settings().CONTACT_TO).toBe('other@example.com');
  process.env.CATALOG_CACHE_SECONDS = 'soon';
  expect(() => settings().CATALOG_CACHE_SECONDS).toThrow('CATALOG_CACHE_SECONDS: expected a whole number (0 or more), got "soon"');
});

/** The variables .env.example documents for the server: all but those of its last part, which only scripts read. */
function documentedVariables(): Set<string> {
  const text = fs.readFileSync(path.join(process.cwd(), '.env.example'), 'utf8');
  const [server] = text.split(/^# -+ Tests, benchmarks and screenshots/m);
  return new Set([...server.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
}

// Set by npm and Next (NODE_ENV, NEXT_PHASE) and by the API tests' helper (CHECK_API_REPLIES), never by an operator.
const SET_BY_TOOLING = ['NODE_ENV', 'NEXT_PHASE', 'CHECK_API_REPLIES'];

it('has every variable .env.example documents, and documents every one it reads', () => {
  const documented = documentedVariables();
  const read = SETTING_NAMES.filter((name) => !SET_BY_TOOLING.includes(name));
  expect([...documented].filter((name) => !read.includes(name as never))).toEqual([]);
  expect(read.filter((name) => !documented.has(name))).toEqual([]);
});

// Last: once loaded, this module's settings stay as they were.
it('once loaded at start, keeps them for the life of the process, unless the process sets one itself', () => {
  process.env.CONTACT_TO = 'team@example.com';
  loadSettings();
  process.env.CONTACT_TO = 'other@example.com';
  expect(settings().CONTACT_TO).toBe('team@example.com');
  setSetting('CONTACT_TO', 'own@example.com');
  expect(settings().CONTACT_TO).toBe('own@example.com');
  expect(process.env.CONTACT_TO).toBe('own@example.com');
});
