import type { MixtapeDetail } from '@/lib/contracts/catalog';

// schema.org descriptions of a page's subject, built when the page is rendered on the server (its getStaticProps)
// and passed to the page as a prop: the builders never ship to the browser (components/common/json-ld.tsx renders).

const isoDuration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

/** A mixtape as a schema.org MusicAlbum: its artist, cover, release date and tracks. */
export function musicAlbumJsonLd(mixtape: MixtapeDetail, url: string, image?: string): Record<string, unknown> {
  return {
    '@type': 'MusicAlbum',
    name: mixtape.title,
    url,
    ...(image && { image }),
    description: mixtape.description,
    datePublished: mixtape.releaseDate.slice(0, 10),
    albumProductionType: 'https://schema.org/MixtapeAlbum',
    byArtist: { '@type': 'MusicGroup', name: mixtape.artist.name },
    numTracks: mixtape.trackCount,
    track: mixtape.tracks.map((track) => ({ '@type': 'MusicRecording', name: track.title, byArtist: { '@type': 'MusicGroup', name: track.artist }, duration: isoDuration(track.duration) })),
  };
}

/** A person or show page (an artist's, a DJ's, a podcast's): `MusicGroup`, `Person` or `PodcastSeries`. */
export function profileJsonLd(type: 'MusicGroup' | 'Person' | 'PodcastSeries', profile: { name: string; bio?: string; image?: string | null }, url: string): Record<string, unknown> {
  return { '@type': type, name: profile.name, url, ...(profile.bio && { description: profile.bio }), ...(profile.image && { image: profile.image }) };
}
