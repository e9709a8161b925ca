import { useEffect, useState, type RefObject } from 'react';

export interface ScrollRoom {
  /** Content hidden to the left, and to the right. */
  back: boolean;
  forward: boolean;
}

const NONE: ScrollRoom = { back: false, forward: false };
/** Sub-pixel widths leave a pixel or so of 'overflow' that no one can see. */
const SLACK = 2;

function measure(el: HTMLElement): ScrollRoom {
  const hidden = el.scrollWidth - el.clientWidth;
  return { back: el.scrollLeft > SLACK, forward: hidden - el.scrollLeft > SLACK };
}

/**
 * Whether a sideways-scrolling row has more to show either way, kept true as it scrolls and resizes. Nothing until
 * measured (and on the server): a row that fits needs no arrows.
 */
export function useScrollRoom(ref: RefObject<HTMLElement | null>): ScrollRoom {
  const [room, setRoom] = useState<ScrollRoom>(NONE);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setRoom((last) => {
      const next = measure(el);
      return next.back === last.back && next.forward === last.forward ? last : next;
    });
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resize?.disconnect();
    };
  }, [ref]);
  return room;
}
