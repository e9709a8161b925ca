import { render } from '@testing-library/react';
import { JsonLd } from '@/components/common/json-ld';
import { musicAlbumJsonLd, profileJsonLd } from '@/server/ssr/json-ld';
import { makeMixtapeDetail } from '../../helpers/fixtures';

const blockOf = (data: Record<string, unknown>) => {
  const { container } = render(<JsonLd data={data} />);
  const script = container.querySelector('script[type="application/ld+json"]')!;
  return { text: script.innerHTML, json: JSON.parse(script.textContent ?? '') as Record<string, unknown> };
};

it('describes a mixtape as a MusicAlbum with its artist, cover and tracks', () => {
  const mixtape = makeMixtapeDetail(4, 2);
  const { json } = blockOf(musicAlbumJsonLd(mixtape, 'https://mixtapes.example/mixtape/x', 'https://mixtapes.example/cover.svg'));
  expect(json).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: mixtape.title,
    url: 'https://mixtapes.example/mixtape/x',
    image: 'https://mixtapes.example/cover.svg',
    byArtist: { '@type': 'MusicGroup', name: mixtape.artist.name },
    numTracks: mixtape.trackCount,
  });
  expect(json.track).toHaveLength(2);
  expect((json.track as { duration: string }[])[0].duration).toMatch(/^PT\d+M\d+S$/);
});

it('describes an artist, DJ or podcast page, and no text can close the block early', () => {
  const { text, json } = blockOf(profileJsonLd('PodcastSeries', { name: 'Late </script><b>Show', bio: 'Talk', image: null }, 'https://mixtapes.example/podcast/late'));
  expect(json).toEqual({ '@context': 'https://schema.org', '@type': 'PodcastSeries', name: 'Late </script><b>Show', url: 'https://mixtapes.example/podcast/late', description: 'Talk' });
  expect(text).not.toContain('</script>');
});
