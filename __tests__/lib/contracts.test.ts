import { recoverResultSchema, refreshResultSchema } from '@/lib/contracts/auth';
import { adsConfigSchema, homeSchema, mixtapeDetailSchema, mixtapeSchema, trackListSchema } from '@/lib/contracts/catalog';
import { numericIdSchema, pageQuerySchema } from '@/lib/contracts/common';
import { makeHome, makeMixtape, makeMixtapeDetail, makeTrack } from '../helpers/fixtures';

describe('numericIdSchema', () => {
  it('accepts decimal ids and rejects anything else with the exact message', () => {
    expect(numericIdSchema.parse('42')).toBe(42);
    for (const bad of ['abc', '4.2', '-1', '0', '', '1e3']) {
      const result = numericIdSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe('Validation failed (numeric string is expected)');
    }
  });
});

describe('pageQuerySchema', () => {
  it('defaults to page 1, take 20 and caps take at 100', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, take: 20 });
    expect(pageQuerySchema.safeParse({ take: '101' }).success).toBe(false);
  });
});

describe('reply schemas', () => {
  // The site parses every answer with these (services/common/api-client.ts, parseReply): the test fixtures must keep them.
  it('take the shared test fixtures as they are', () => {
    expect(homeSchema.parse(makeHome())).toEqual(makeHome());
    expect(mixtapeDetailSchema.parse(makeMixtapeDetail(7))).toEqual(makeMixtapeDetail(7));
    expect(trackListSchema.parse([makeTrack(1, { cover: null })])).toEqual([makeTrack(1, { cover: null })]);
  });

  it('take a mixtape without a DJ or a cover, and no more nulls than that', () => {
    const bare = makeMixtape(1, { dj: null, cover: null });
    expect(mixtapeSchema.parse(bare)).toEqual(bare);
    expect(mixtapeSchema.safeParse({ ...bare, artist: null }).success).toBe(false);
  });

  it('take an ads config without its url, and a recovery answer without its sms_token', () => {
    expect(adsConfigSchema.parse({ ads: { enabled: false, everyTracks: 3 } })).toEqual({ ads: { enabled: false, everyTracks: 3 } });
    expect(recoverResultSchema.parse({ message: 'Check your email.' })).toEqual({ message: 'Check your email.' });
    expect(refreshResultSchema.safeParse({ access_token: '' }).success).toBe(false);
  });
});
