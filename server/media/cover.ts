import { Rng, hashSeed } from './random';

/** Escapes text for SVG element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360} ${Math.round(s)}% ${Math.round(l)}%)`;

/** Greedy word wrap; a word longer than a line is left whole (the font size shrinks for long titles instead). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\s*\S{0,3}$/, '')}…`;
  }
  return lines;
}

function artwork(rng: Rng, hue: number): string {
  const accent = hsl(hue + rng.pick([150, 180, 210]), 85, 60);
  const soft = hsl(hue + 30, 70, 70);
  switch (rng.int(0, 4)) {
    case 0: {
      // A retro sunset: a striped sun sinking into horizon lines.
      const bands = Array.from({ length: 6 }, (_, i) => `<rect x="0" y="${300 + i * 22 + i * i * 2}" width="600" height="${4 + i * 2}" fill="url(#bg)"/>`);
      return `<circle cx="300" cy="300" r="${rng.int(150, 200)}" fill="${accent}" opacity="0.9"/>${bands.join('')}`;
    }
    case 1: {
      const bars = Array.from({ length: rng.int(5, 9) }, () =>
        `<rect x="${rng.int(-100, 500)}" y="${rng.int(-100, 500)}" width="${rng.int(80, 400)}" height="${rng.int(20, 90)}" fill="${rng.chance(0.5) ? accent : soft}" opacity="${rng.float(0.35, 0.85).toFixed(2)}" transform="rotate(${rng.int(-60, 60)} 300 300)"/>`);
      return bars.join('');
    }
    case 2: {
      const blobs = Array.from({ length: rng.int(3, 6) }, () =>
        `<circle cx="${rng.int(50, 550)}" cy="${rng.int(50, 450)}" r="${rng.int(60, 190)}" fill="${hsl(hue + rng.int(-60, 120), 80, rng.int(45, 70))}" opacity="0.75"/>`);
      return `<g filter="url(#blur)">${blobs.join('')}</g>`;
    }
    case 3: {
      const size = rng.pick([30, 40, 50]);
      const dots: string[] = [];
      for (let y = size / 2; y < 600; y += size)
        for (let x = size / 2; x < 600; x += size)
          dots.push(`<circle cx="${x}" cy="${y}" r="${(((x * 7 + y * 13) % 11) / 11) * (size / 2.4) + 2}" fill="${accent}" opacity="0.55"/>`);
      return dots.join('');
    }
    default: {
      const rings = Array.from({ length: rng.int(4, 8) }, (_, i) =>
        `<circle cx="${rng.int(180, 420)}" cy="${rng.int(150, 350)}" r="${40 + i * 38}" fill="none" stroke="${i % 2 ? accent : soft}" stroke-width="${rng.int(4, 16)}" opacity="0.8"/>`);
      return rings.join('');
    }
  }
}

export interface CoverText {
  title: string;
  artist: string;
  /** A third, smaller line, e.g. "Hosted by DJ Prism". */
  subtitle?: string;
}

/**
 * The film grain over every generated cover: the same noise on each (its turbulence has no seed of its own), and most
 * of the time rasterizing a cover takes, so renditions.ts rasterizes it once and lays it over each cover.
 */
export const GRAIN_FILTER =
  '<filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="2" stitchTiles="stitch"/>' +
  '<feColorMatrix values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 0.08 0"/></filter>';
export const GRAIN_LAYER = '<rect width="600" height="600" filter="url(#grain)"/>';

/** A 600×600 SVG album cover for a seed: gradient, abstract artwork, film grain, title and artist. Deterministic. */
export function generateCoverSvg(seed: number | string, text: CoverText): string {
  const rng = new Rng(hashSeed('cover', seed));
  const hue = rng.int(0, 359);
  const [c1, c2] = [hsl(hue, rng.int(55, 90), rng.int(12, 30)), hsl(hue + rng.int(30, 120), rng.int(60, 90), rng.int(30, 55))];
  const titleLines = wrap(text.title.toUpperCase(), 14, 3);
  // Bold capitals run about 0.72 em wide: size the title to fill, not overflow, the 520 px between the margins.
  const longest = Math.max(...titleLines.map((l) => l.length), 1);
  const size = Math.max(30, Math.min(72, Math.floor(520 / (longest * 0.72))));
  const bottom = 560 - (text.subtitle ? 34 : 0);
  const titleY = bottom - 48 - (titleLines.length - 1) * size * 1.05;
  const title = titleLines
    .map((line, i) => {
      // A fallback font wider than expected is squeezed into the margins rather than cut off.
      const fit = line.length * size * 0.72 > 520 ? ' textLength="520" lengthAdjust="spacingAndGlyphs"' : '';
      return `<tspan x="40" y="${Math.round(titleY + i * size * 1.05)}"${fit}>${escapeXml(line)}</tspan>`;
    })
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">',
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="${rng.float(0.3, 1).toFixed(2)}" y2="1">`,
    `<stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient>`,
    '<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>',
    '<filter id="blur"><feGaussianBlur stdDeviation="30"/></filter>',
    `${GRAIN_FILTER}</defs>`,
    '<rect width="600" height="600" fill="url(#bg)"/>',
    artwork(rng, hue),
    GRAIN_LAYER,
    '<rect width="600" height="600" fill="url(#shade)"/>',
    `<text font-family="Impact, 'Arial Black', Helvetica, sans-serif" font-size="${size}" font-weight="900" fill="#fff" letter-spacing="1">${title}</text>`,
    `<text x="40" y="${bottom}" font-family="Helvetica, Arial, sans-serif" font-size="28" font-weight="700" fill="#fff" opacity="0.92">${escapeXml(text.artist)}</text>`,
    text.subtitle
      ? `<text x="40" y="${bottom + 34}" font-family="Helvetica, Arial, sans-serif" font-size="20" fill="#fff" opacity="0.75">${escapeXml(text.subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}

/** A 300×300 SVG avatar for an artist or DJ: a gradient disc with initials. Deterministic. */
export function generateAvatarSvg(seed: number | string, name: string): string {
  const rng = new Rng(hashSeed('avatar', seed));
  const hue = rng.int(0, 359);
  const words = name.replace(/^(DJ|MC|Lil|Young)\s+/i, '').split(/\s+/).filter(Boolean);
  const initials = (words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">',
    `<defs><radialGradient id="g" cx="0.3" cy="0.3" r="0.9"><stop offset="0" stop-color="${hsl(hue, 80, 62)}"/>`,
    `<stop offset="1" stop-color="${hsl(hue + 50, 70, 28)}"/></radialGradient></defs>`,
    '<rect width="300" height="300" fill="url(#g)"/>',
    `<circle cx="${rng.int(60, 240)}" cy="${rng.int(60, 240)}" r="${rng.int(70, 130)}" fill="#fff" opacity="0.08"/>`,
    `<text x="150" y="150" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="110" font-weight="800" fill="#fff">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}
