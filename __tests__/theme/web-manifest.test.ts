/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { PRIMARY } from '@/theme/constants';
import { theme } from '@/theme/theme';

const publicDir = path.join(process.cwd(), 'public');
const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): [number, number] {
  const bytes = fs.readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the web app manifest', () => {
  it('opens the site like an app, in its own colours', () => {
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.name).toBeTruthy();
    expect(manifest.short_name.length).toBeLessThanOrEqual(12); // what a home screen shows without cutting it
    expect(manifest.theme_color).toBe(PRIMARY);
    // The splash screen is the default (dark) scheme's page background.
    const { colorSchemes } = theme as typeof theme & { colorSchemes: { dark: { palette: { background: { default: string } } } } };
    expect(manifest.background_color).toBe(colorSchemes.dark.palette.background.default);
  });

  it('has 192 and 512 px icons, one of them maskable, each the size it declares', () => {
    const icons: { src: string; sizes: string; type: string; purpose: string }[] = manifest.icons;
    const sizes = icons.map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src).join('x')).toBe(icon.sizes);
    }
  });
});
