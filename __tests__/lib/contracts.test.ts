import { numericIdSchema, pageQuerySchema } from '@/lib/contracts/common';

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
