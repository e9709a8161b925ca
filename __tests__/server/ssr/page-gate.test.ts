/** @jest-environment node */
import { canonicalSlug, isCanonicalSlug } from '@/server/ssr/page-gate';

// The slug a page URL names, worked out once, before the take-down check and Next's cache (see
// __tests__/api/page-slugs.test.ts for what the gate then answers).

it('decodes, trims and lower-cases a path segment into its slug', () => {
  expect(canonicalSlug('summer-heat-vol-2')).toBe('summer-heat-vol-2');
  expect(canonicalSlug('summer-heat%20')).toBe('summer-heat');
  expect(canonicalSlug('%20%09summer-heat%0A')).toBe('summer-heat');
  expect(canonicalSlug('summer-heat%C2%A0')).toBe('summer-heat');
  expect(canonicalSlug('Summer-Heat')).toBe('summer-heat');
  expect(canonicalSlug('%73ummer')).toBe('summer');
});

it('gives null for what is no slug however it is written', () => {
  for (const segment of ['', '%20', 'summer%20heat', 'summer_heat', 'a%2Fb', '..', '%ZZ', '%E2%80%AEtaeh', 'caf%C3%A9', 'ſummer', 'x'.repeat(201)]) {
    expect([segment, canonicalSlug(segment)]).toEqual([segment, null]);
  }
});

it('holds a slug as stored, and nothing else, canonical', () => {
  expect(isCanonicalSlug('summer-heat-2')).toBe(true);
  for (const text of ['summer-heat ', 'Summer', '', 'a b', 'x'.repeat(201)]) expect(isCanonicalSlug(text)).toBe(false);
});
