import { CssButton } from '@/components/common/css-button';
import { useFollow } from '@/hooks/library/use-follow';
import type { FollowKind } from '@/lib/contracts/following';
import { formatCounted } from '@/lib/format';
import styles from './follow-button.module.css';

export const FOLLOW_LABEL = 'Follow';
const FOLLOWING_LABEL = 'Following';

interface FollowButtonProps {
  kind: FollowKind;
  id: number;
  /** Who or what is followed, for the button's name. */
  name: string;
  /** The follower count the page arrived with. */
  followers: number;
}

/**
 * Follow and the follower count beside an artist's, a DJ's or a podcast's name (no MUI: it is on their first screen).
 * The button's text says the state, its name what it acts on; a guest's press opens the prompt to join.
 */
export function FollowButton({ kind, id, name, followers }: FollowButtonProps) {
  const follow = useFollow(kind, { id, followers });
  const label = follow.following ? FOLLOWING_LABEL : FOLLOW_LABEL;
  return (
    <div className={styles.follow}>
      <CssButton variant={follow.following ? 'outlined' : 'contained'} aria-label={`${label} ${name}`} onClick={() => void follow.toggle()}>
        {label}
      </CssButton>
      <span className={styles.count}>{formatCounted(follow.followers, 'follower')}</span>
    </div>
  );
}
