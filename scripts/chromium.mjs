// Debian's Chromium as the journeys and the benchmarks run it: nothing reaching out to the network, no sandbox (the
// machine runs as root), no GPU. CHROMIUM_PATH overrides /usr/bin/chromium.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
/** Audio starts without a click, as a journey's or a benchmark's page plays at once. */
export const AUTOPLAY = '--autoplay-policy=no-user-gesture-required';
