import sharp from 'sharp';

// Decoding an upload takes memory in proportion to its pixels (a 40-megapixel PNG: about 45 MB), and left alone
// every request decodes at once (16 such uploads took 330 MB more; one at a time, 130 MB). So image work in this
// process is bounded: one image at a time, on one libvips thread, and no cache (an upload is decoded once, so a
// cache would only hold memory).
sharp.concurrency(1);
sharp.cache(false);

let busy = false;
const waiting: (() => void)[] = [];

/**
 * Runs `work` once no other image work runs, first come first served. When done (or failed) it hands the turn
 * straight to the next in line, so nobody arriving meanwhile slips in between.
 */
export async function inImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (busy) await new Promise<void>((resolve) => waiting.push(resolve));
  else busy = true;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else busy = false;
  }
}
