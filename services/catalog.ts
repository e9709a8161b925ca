import type {
  AdsConfig,
  CatalogStats,
  Home,
  Mixtape,
  MixtapeDetail,
  MixtapeListQuery,
  MixtapeSet,
  MixtapeSetQuery,
  Track,
} from '@/lib/contracts/catalog';
import type { Paged } from '@/lib/contracts/common';
import { api, publicApiBaseUrl } from './api-client';

// Ids come from route params as strings as often as from data as numbers; the server validates them.
type Id = number | string;
const seg = (id: Id) => encodeURIComponent(String(id));

export async function getHome(): Promise<Home> {
  return (await api.get<Home>('/home')).data;
}

/** Omitted fields take the server's defaults (page 1, take 20, sort date, ...). */
export async function getMixtapes(query: Partial<MixtapeListQuery> = {}): Promise<Paged<Mixtape>> {
  return (await api.get<Paged<Mixtape>>('/mixtapes', { params: query })).data;
}

export async function getMixtapeSet(set: MixtapeSet, query: Partial<MixtapeSetQuery> = {}): Promise<Paged<Mixtape>> {
  return (await api.get<Paged<Mixtape>>(`/mixtapes/${set}`, { params: query })).data;
}

export async function getStats(): Promise<CatalogStats> {
  return (await api.get<CatalogStats>('/mixtapes/stats')).data;
}

export async function findMixtape(slug: string): Promise<MixtapeDetail> {
  return (await api.get<MixtapeDetail>('/mixtapes/find', { params: { slug } })).data;
}

export async function getMixtape(id: Id): Promise<MixtapeDetail> {
  return (await api.get<MixtapeDetail>(`/mixtapes/${seg(id)}`)).data;
}

export async function getMixtapeQueue(id: Id): Promise<Track[]> {
  return (await api.get<Track[]>(`/mixtapes/${seg(id)}/queue`)).data;
}

export async function getMixtapeSuggestions(id: Id): Promise<Mixtape[]> {
  return (await api.get<Mixtape[]>(`/mixtapes/${seg(id)}/suggestions`)).data;
}

export async function getConfig(): Promise<AdsConfig> {
  return (await api.get<AdsConfig>('/config')).data;
}

/** For an audio element's src: the browser fetches it, so it uses the browser-facing base even in SSR. */
export function trackStreamUrl(id: Id): string {
  return `${publicApiBaseUrl()}/tracks/${seg(id)}/stream`;
}
