import axios, { type AxiosRequestTransformer } from 'axios';
import { LOCAL_KEYS } from '@/lib/storage-keys';
import { readLocal } from './web-storage';

/** The v2.0 base as the browser sees it (only the browser calls the API). */
export function apiV2BaseUrl(): string {
  return process.env.NEXT_PUBLIC_API_V2_URL || '/api/v2.0';
}

/** Names the web client to the v2.0 API. Shipped to every browser, so it is public, not a secret. */
export const API_V2_KEY = process.env.NEXT_PUBLIC_API_V2_KEY || 'mixtape-web';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The v2.0 API only reads form fields. Turning plain objects into URLSearchParams lets axios's own
 * transform set `application/x-www-form-urlencoded` and serialize them; FormData and strings pass as is.
 */
const toFormParams: AxiosRequestTransformer = (data) => {
  if (!isPlainObject(data)) return data;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
};

const defaultTransforms = axios.defaults.transformRequest ?? [];

export const apiV2 = axios.create({
  baseURL: apiV2BaseUrl(),
  headers: { 'X-Api-Key': API_V2_KEY },
  transformRequest: [toFormParams, ...(Array.isArray(defaultTransforms) ? defaultTransforms : [defaultTransforms])],
});

apiV2.interceptors.request.use((config) => {
  const token = readLocal(LOCAL_KEYS.v2Token);
  if (token) config.headers.set('X-Auth-Token', token);
  return config;
});
