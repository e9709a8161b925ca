/** @jest-environment node */
import { escapeXml, generateAvatarSvg, generateCoverSvg } from '@/server/media/cover';

describe('generateCoverSvg', () => {
  it('is a deterministic 600×600 SVG that escapes its text', () => {
    const text = { title: 'Rock & <Roll> "Tape"', artist: "Big Esme's Crew", subtitle: 'Hosted by DJ <script>' };
    const svg = generateCoverSvg('tape-1', text);
    expect(svg).toBe(generateCoverSvg('tape-1', text));
    expect(svg).not.toBe(generateCoverSvg('tape-2', text));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="600"/);
    expect(svg).toContain('ROCK &amp; &lt;ROLL&gt;');
    expect(svg).toContain('&quot;TAPE&quot;');
    expect(svg).toContain('Big Esme&apos;s Crew');
    expect(svg).not.toContain('<script>');
  });

  it('keeps a long title to three lines', () => {
    const svg = generateCoverSvg(1, { title: 'One Two Three Four Five Six Seven Eight Nine Ten Eleven', artist: 'X' });
    expect(svg.match(/<tspan/g)).toHaveLength(3);
    expect(svg).toContain('…');
  });
});

describe('generateAvatarSvg', () => {
  it('shows initials without the DJ prefix', () => {
    expect(generateAvatarSvg('a', 'DJ Kool Cipher')).toContain('>KC</text>');
    expect(escapeXml('a&b')).toBe('a&amp;b');
  });
});
