import { loadWithMui } from '@/components/common/with-mui';
import { useNearView } from '@/hooks/common/use-near-view';
import type { CommentsSectionProps } from './comments-provider';
import styles from './comments-section.module.css';

// Below the first screen: the provider's part (and MUI, and the API client) loads once the section nears the view.
const CommentsProvider = loadWithMui(() => import('./comments-provider').then((m) => m.CommentsProvider));

/**
 * The one comments section of the mixtape, playlist and podcast pages. Which provider fills it (the built-in
 * comments or OpenWeb) is the server's configuration, read when it shows (see docs/product.md, Comments).
 */
export function CommentsSection(props: CommentsSectionProps) {
  const { ref, near } = useNearView<HTMLDivElement>();
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
