import { useEffect, useRef, useState } from 'react';
import { loadWithMui } from '@/components/layout/with-mui';
import type { CommentArea } from '@/lib/contracts/comments';
import styles from './comments-section.module.css';

// Below the first screen: the provider's part (and MUI, and the API client) loads once the section nears the view.
const CommentsProvider = loadWithMui(() => import('./comments-provider').then((m) => m.CommentsProvider));

/** How far below the view the section starts loading, so it is ready when scrolled to. */
const NEAR_VIEW = '400px';

export interface CommentsSectionProps {
  area: CommentArea;
  id: number;
  /** The page's own path, for the provider's canonical URL. */
  path: string;
  /** What the comments are about, for the provider: a mixtape's artist and DJ (the catalog has no genres). */
  tags: string[];
  authorId?: string;
  socialReviews?: boolean;
}

/**
 * The one comments section of the mixtape, playlist and podcast pages. Which provider fills it (the built-in
 * comments or OpenWeb) is the server's configuration, read when it shows (see docs/product.md, Comments).
 */
export function CommentsSection(props: CommentsSectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Without IntersectionObserver (an old browser) it loads at once; the server renders it empty either way.
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: NEAR_VIEW });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <section id="comments" className={styles.section} aria-labelledby="comments-heading">
      <h2 id="comments-heading" className={styles.heading}>
        Comments
      </h2>
      <div ref={ref} className={styles.body}>
        {near && <CommentsProvider {...props} />}
      </div>
    </section>
  );
}
