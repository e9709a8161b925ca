import type { Chapter } from './contracts/studio';

// A CUE sheet (the tracklist DJ software writes beside a recorded mix) read into chapters: each TRACK's TITLE,
// PERFORMER and its INDEX 01 (mm:ss:ff, 75 frames a second).

const quoted = (rest: string) => rest.trim().replace(/^"(.*)"$/, '$1').trim();

/** The chapters of a CUE sheet, in order; empty when the text lists no track with a start. */
export function parseCueSheet(text: string): Chapter[] {
  const chapters: Chapter[] = [];
  let current: Partial<Chapter> | null = null;
  const close = () => {
    if (current?.start !== undefined) chapters.push({ title: current.title || `Track ${chapters.length + 1}`, ...(current.artist ? { artist: current.artist } : {}), start: current.start });
  };
  for (const raw of text.replace(/^\uFEFF/, '').split(/\r?\n/)) {
    const line = raw.trim();
    const [keyword] = line.split(/\s+/, 1);
    const rest = line.slice(keyword.length);
    switch (keyword.toUpperCase()) {
      case 'TRACK':
        close();
        current = {};
        break;
      case 'TITLE':
        if (current) current.title = quoted(rest).slice(0, 200);
        break;
      case 'PERFORMER':
        if (current) current.artist = quoted(rest).slice(0, 200);
        break;
      case 'INDEX': {
        const match = /^\s*0?1\s+(\d+):(\d{1,2}):(\d{1,2})\s*$/.exec(rest);
        if (current && match) current.start = Math.round((Number(match[1]) * 60 + Number(match[2]) + Number(match[3]) / 75) * 1000) / 1000;
        break;
      }
    }
  }
  close();
  return chapters;
}
