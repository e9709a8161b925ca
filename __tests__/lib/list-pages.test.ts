import { filtersFromQuery, hrefForFilters } from '@/lib/list-pages';
import { hasUrlUnsafeCharacter } from '@/lib/url-text';

describe('hasUrlUnsafeCharacter', () => {
  it('passes letters, digits and the URL-safe marks, and flags anything else', () => {
    expect(hasUrlUnsafeCharacter("AZaz09-._~:/?#[]@!$&'()*+,;=")).toBe(false);
    for (const text of ['a b', 'a%20b', 'a"b', 'a<b', 'naïve', 'a\\b', 'a{b}', 'a|b', 'a^b', 'a`b']) expect(hasUrlUnsafeCharacter(text)).toBe(true);
  });
});

describe('the /mixtapes URL', () => {
  it('reads the sort, order, range, site, artist and DJ it carries', () => {
    expect(filtersFromQuery({ sort: 'plays', order: 'asc', range: 'week', site: 'classics', artist: 'nova-reign', dj: '12' })).toEqual({
      sort: 'plays',
      order: 'asc',
      range: 'week',
      site: 'classics',
      artist: 'nova-reign',
      dj: '12',
    });
  });

  it('leaves out what the API would refuse, and an artist or DJ with a character outside the URL-safe set', () => {
    expect(filtersFromQuery({ sort: 'loudness', order: 'up', range: 'decade', artist: 'nova reign', dj: 'dj%2fx', site: 'A B' })).toEqual({});
    expect(filtersFromQuery({ artist: ['first', 'second'] })).toEqual({ artist: 'first' });
  });

  it('writes only what differs from the page defaults, so the plain list stays /mixtapes', () => {
    expect(hrefForFilters({ sort: 'date', order: 'desc', range: 'all', site: 'main' })).toBe('/mixtapes');
    expect(hrefForFilters({ sort: 'plays', order: 'desc', artist: 'nova-reign' })).toBe('/mixtapes?sort=plays&artist=nova-reign');
    expect(hrefForFilters({ sort: 'title', dj: 'dj bad' })).toBe('/mixtapes?sort=title');
  });
});
