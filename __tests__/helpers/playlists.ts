import type { Playlist, PlaylistDetail } from '@/lib/contracts/playlists';
import { makeTrack } from './fixtures';

export function makePlaylist(id: number, overrides: Partial<Playlist> = {}): Playlist {
  return {
    id,
    slug: `playlist-${id}`,
    name: `Playlist ${id}`,
    description: '',
    public: true,
    cover: null,
    trackCount: 0,
    user: { id: 7, username: 'djnova' },
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
    ...overrides,
  };
}

export function makePlaylistDetail(id: number, trackIds: number[], overrides: Partial<Playlist> = {}): PlaylistDetail {
  return { ...makePlaylist(id, { trackCount: trackIds.length, ...overrides }), tracks: trackIds.map((t, i) => makeTrack(t, { rank: i + 1 })) };
}
