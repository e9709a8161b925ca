import type { Paged } from '@/lib/contracts/common';
import { feedPageSchema, followStateSchema, type FeedItem, type FollowKind, type FollowState } from '@/lib/contracts/following';
import { personPageSchema, podcastPageSchema, type Person, type Podcast } from '@/lib/contracts/people';
import { api, parseReply } from '@/services/common/api-client';

// Following artists, DJs and podcasts, and the feed of their releases (see docs/api.md, Following).

/** What a list of each kind of follow holds. */
interface Followed {
  artists: Person;
  djs: Person;
  podcasts: Podcast;
}

export async function getFollowState(kind: FollowKind, id: number): Promise<FollowState> {
  const path = `/users/following/${kind}/${id}`;
  return parseReply(followStateSchema, (await api.get(path)).data, `GET ${path}`);
}

export async function setFollowing(kind: FollowKind, id: number, following: boolean): Promise<FollowState> {
  const path = `/users/following/${kind}/${id}`;
  const { data } = following ? await api.post(path) : await api.delete(path);
  return parseReply(followStateSchema, data, `${following ? 'POST' : 'DELETE'} ${path}`);
}

export async function getFollowing<K extends FollowKind>(kind: K, page: number, take: number): Promise<Paged<Followed[K]>> {
  const { data } = await api.get('/users/following', { params: { kind, page, take } });
  return parseReply(kind === 'podcasts' ? podcastPageSchema : personPageSchema, data, 'GET /users/following') as Paged<Followed[K]>;
}

export async function getFeed(page: number, take: number): Promise<Paged<FeedItem>> {
  return parseReply(feedPageSchema, (await api.get('/users/feed', { params: { page, take } })).data, 'GET /users/feed');
}
