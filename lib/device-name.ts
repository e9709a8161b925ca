// What a member's other devices call this one when they offer to continue its listening ('Chrome on Android'; see
// docs/product.md, Player and queue). Read from the user agent alone: iPadOS's Safari says it is a Mac, and is
// named so.

/** Browsers in the order they must be tested: each one's user agent also names those after it (Edge says Chrome and Safari). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|Chrome\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

/** Systems likewise: an iPhone's agent says 'like Mac OS X', Android's says Linux. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'Mac'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1];

/** 'Chrome on Android', 'Safari on iPhone', 'Firefox on Windows'; 'Web browser' when the agent says neither. */
export function deviceName(userAgent: string): string {
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (system) return `Browser on ${system}`;
  return browser ?? 'Web browser';
}
