import { CssButton } from './css-button';
import { ShareIcon } from './icons';
import { shareLink } from './share';

interface ShareButtonProps {
  /** What the share sheet names: the mixtape, playlist, artist or podcast. */
  title: string;
  /** The page shared, a path of this site. */
  path: string;
}

/** The Share action of mixtape, playlist, artist, DJ and podcast pages. No MUI: it sits on their first screen. */
export function ShareButton({ title, path }: ShareButtonProps) {
  return (
    <CssButton variant="outlined" size="large" startIcon={<ShareIcon />} onClick={() => void shareLink({ title, path })}>
      Share
    </CssButton>
  );
}
