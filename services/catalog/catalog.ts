import {
  adsConfigSchema,
  catalogStatsSchema,
  genresSchema,
  homeSchema,
  mixtapeDetailSchema,
  mixtapeListSchema,
  mixtapePageSchema,
  trackListSchema,
  waveformSchema,
  type AdsConfig,
  type CatalogStats,
  type Genres,
  type Home,
  type Mixtape,
  type MixtapeDetail,
  type MixtapeListQuery,
  type MixtapeSet,
  type MixtapeSetQuery,
  type Track,
  type Waveform,
} from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { personPageSchema, personSchema, podcastDetailSchema, podcastPageSchema, type PeopleQuery, type Person, type Podcast, type PodcastDetail } from '@/lib/contracts/people';
import { searchPageSchema, type SearchPage, type SearchQuery } from '@/lib/contracts/search';
import { api, parseReply } from '@/services/common/api-client';
import { seg, type Id } from '@/services/common/api-urls';

export async function getHome(): Promise<Home> {
  return parseReply(homeSchema, (await api.get('/home')).data, 'GET /home');
}

/** Omitted fields take the server's defaults (page 1, take 20, sort date, ...). */
export async function getMixtapes(query: Partial<MixtapeListQuery> = {}): Promise<Paged<Mixtape>> {
  return parseReply(mixtapePageSchema, (await api.get('/mixtapes', { params: query })).data, 'GET /mixtapes');
}

export async function getMixtapeSet(set: MixtapeSet, query: Partial<MixtapeSetQuery> = {}): Promise<Paged<Mixtape>> {
  const path = `/mixtapes/${set}`;
  return parseReply(mixtapePageSchema, (await api.get(path, { params: query })).data, `GET ${path}`);
}

export async function getGenres(): Promise<Genres> {
  return parseReply(genresSchema, (await api.get('/genres')).data, 'GET /genres');
}

export async function getStats(): Promise<CatalogStats> {
  return parseReply(catalogStatsSchema, (await api.get('/mixtapes/stats')).data, 'GET /mixtapes/stats');
}

export async function getMixtape(id: Id): Promise<MixtapeDetail> {
  const path = `/mixtapes/${seg(id)}`;
  return parseReply(mixtapeDetailSchema, (await api.get(path)).data, `GET ${path}`);
}

export async function findMixtape(slug: string): Promise<MixtapeDetail> {
  return parseReply(mixtapeDetailSchema, (await api.get('/mixtapes/find', { params: { slug } })).data, 'GET /mixtapes/find');
}

export async function getMixtapeQueue(id: Id): Promise<Track[]> {
  const path = `/mixtapes/${seg(id)}/queue`;
  return parseReply(trackListSchema, (await api.get(path)).data, `GET ${path}`);
}

/** A catalog track's waveform; a 404 when it has none (a track not processed yet). */
export async function getTrackWaveform(id: Id): Promise<Waveform> {
  const path = `/tracks/${seg(id)}/waveform`;
  return parseReply(waveformSchema, (await api.get(path)).data, `GET ${path}`);
}

export async function getMixtapeSuggestions(id: Id): Promise<Mixtape[]> {
  const path = `/mixtapes/${seg(id)}/suggestions`;
  return parseReply(mixtapeListSchema, (await api.get(path)).data, `GET ${path}`);
}

export async function getConfig(): Promise<AdsConfig> {
  return parseReply(adsConfigSchema, (await api.get('/config')).data, 'GET /config');
}

export async function findPerson(kind: 'artists' | 'djs', slug: string): Promise<Person> {
  const path = `/${kind}/find`;
  return parseReply(personSchema, (await api.get(path, { params: { slug } })).data, `GET ${path}`);
}

/** A page of the artists' or the DJs' index; without a letter, everyone. */
export async function getPeople(kind: 'artists' | 'djs', query: PeopleQuery): Promise<Paged<Person>> {
  const path = `/${kind}`;
  return parseReply(personPageSchema, (await api.get(path, { params: query })).data, `GET ${path}`);
}

export async function getPodcasts(page: number, take: number): Promise<Paged<Podcast>> {
  return parseReply(podcastPageSchema, (await api.get('/podcasts', { params: { page, take } })).data, 'GET /podcasts');
}

export async function getArtistMixtapes(id: Id, page: number, take: number): Promise<Paged<Mixtape>> {
  const path = `/artists/${seg(id)}/mixtapes`;
  return parseReply(mixtapePageSchema, (await api.get(path, { params: { page, take } })).data, `GET ${path}`);
}

export async function findPodcast(slug: string): Promise<PodcastDetail> {
  return parseReply(podcastDetailSchema, (await api.get('/podcasts/find', { params: { slug } })).data, 'GET /podcasts/find');
}

export async function search({ exact, ...query }: Partial<SearchQuery>): Promise<SearchPage> {
  return parseReply(searchPageSchema, (await api.get('/search', { params: { ...query, exact: exact ? 1 : undefined } })).data, 'GET /search');
}
