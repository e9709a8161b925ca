/** Debian's Chromium as the journeys and the benchmarks run it: see chromium.mjs. */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
export const AUTOPLAY: string;
