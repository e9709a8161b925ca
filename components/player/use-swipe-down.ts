import { useRef, useState, type TouchEvent } from 'react';

/** Pull distance (px) past which letting go collapses the view; less springs back. */
export const SWIPE_CLOSE_PX = 120;

/** A downward swipe to dismiss a full-screen view: follows the finger, then closes or springs back. */
export function useSwipeDown(onSwipe: () => void) {
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  return {
    offset,
    handlers: {
      onTouchStart: (event: TouchEvent) => {
        // Only from the top of the content, so scrolling the view is not taken for a swipe.
        start.current = (event.currentTarget as HTMLElement).scrollTop > 0 ? null : event.touches[0].clientY;
      },
      onTouchMove: (event: TouchEvent) => {
        if (start.current === null) return;
        setOffset(Math.max(0, event.touches[0].clientY - start.current));
      },
      onTouchEnd: () => {
        if (start.current !== null && offset > SWIPE_CLOSE_PX) onSwipe();
        start.current = null;
        setOffset(0);
      },
    },
  };
}
