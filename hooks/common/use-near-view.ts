import { useEffect, useRef, useState } from 'react';

/** How far below the view a part starts loading, so it is ready when scrolled to. */
const NEAR_VIEW = '400px';

/**
 * For a part below the first screen that loads on demand (comments, suggestions): true once the element behind
 * the returned ref comes within 400 px of the view. Without IntersectionObserver (an old browser) it is true at
 * once; the server renders the part empty either way.
 */
export function useNearView<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_VIEW });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}
