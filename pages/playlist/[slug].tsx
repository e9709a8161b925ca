import type { GetServerSideProps } from 'next';
import { Seo } from '@/components/common/seo';
import { PlaylistScreen } from '@/components/playlists';
import { usePlaylist } from '@/hooks/playlists';
import type { PlaylistDetail } from '@/lib/contracts/playlists';
import { publicPlaylistForPage } from '@/server/ssr/playlists';

interface PlaylistPageProps {
  slug: string;
  /** The playlist as a guest sees it, rendered with the page; null when it is private or unknown. */
  initial: PlaylistDetail | null;
}

export default function PlaylistPage({ slug, initial }: PlaylistPageProps) {
  const { data: playlist } = usePlaylist(slug, initial);
  return (
    <>
      {playlist ? (
        <Seo
          title={`${playlist.name}, a playlist by ${playlist.user.username}`}
          description={playlist.description || `${playlist.name}: ${playlist.trackCount} tracks picked by ${playlist.user.username}. Listen free.`}
          image={playlist.cover}
        />
      ) : (
        <Seo title="Playlist" description="A playlist on LMT Mixtapes." />
      )}
      <PlaylistScreen slug={slug} initial={initial} />
    </>
  );
}

/**
 * Rendered per request, never kept: a playlist changes whenever its owner edits it, and what the page holds must
 * be what the API says now. A private or unknown slug is a 404 with the page still sent, so the owner's browser
 * can load their private playlist with its token.
 */
export const getServerSideProps: GetServerSideProps<PlaylistPageProps> = async ({ params, res }) => {
  const slug = String(params?.slug ?? '');
  let initial: PlaylistDetail | null = null;
  try {
    initial = await publicPlaylistForPage(slug);
    if (!initial) res.statusCode = 404;
  } catch (error) {
    // The browser loads it itself, with retries.
    console.error(`Rendering the playlist page ${slug} without its playlist:`, error);
  }
  res.setHeader('Cache-Control', 'private, no-store');
  return { props: { slug, initial } };
};
