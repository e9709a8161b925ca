import { matchPages } from '@/lib/page-suggestions';

const hrefs = (query: string) => matchPages(query).map((page) => page.href);

it('finds a page by the start of its name, whatever the case, accents, spaces or punctuation', () => {
  expect(matchPages('Podc')).toEqual([{ href: '/podcasts', title: 'Podcasts', detail: 'Browse all podcasts' }]);
  expect(hrefs('dj')).toEqual(['/djs']);
  expect(hrefs('HIP HOP')).toEqual(['/genre/hip-hop']);
  expect(hrefs('hiphop')).toEqual(['/genre/hip-hop']);
  expect(hrefs('r&b')).toEqual(['/genre/rnb']);
  expect(hrefs('rnb')).toEqual(['/genre/rnb']);
  expect(hrefs('lofi')).toEqual(['/genre/lo-fi']);
  expect(matchPages('late night')).toEqual([{ href: '/genre/late-night', title: 'Late Night', detail: 'Mood · Late Night mixtapes' }]);
  expect(hrefs('moods')).toEqual(['/genres']);
});

it('waits for two letters, and suggests three pages at most', () => {
  expect(matchPages('d')).toEqual([]);
  expect(matchPages(' & ')).toEqual([]);
  expect(matchPages('dr')).toEqual([{ href: '/genre/drill', title: 'Drill', detail: 'Genre · Drill mixtapes' }]);
  expect(hrefs('a')).toEqual([]);
  expect(hrefs('ar')).toEqual(['/artists']);
  expect(matchPages('hip hop mixtapes')).toEqual([]);
});
