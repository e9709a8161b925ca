import { CssButton } from './css-button';
import { ShareIcon } from './icons';

interface ShareButtonProps {
  /** What the share sheet names: the mixtape, playlist, artist or podcast. */
  title: string;
  /** The page shared, a path of this site. */
  path: string;
}

/** The Share action of mixtape, playlist, artist, DJ and podcast pages. No MUI: it sits on their first screen; what it does loads on click. */
export function ShareButton({ title, path }: ShareButtonProps) {
  return (
    <CssButton variant="outlined" size="large" startIcon={<ShareIcon />} onClick={() => void import('./share').then(({ shareLink }) => shareLink({ title, path }))}>
      Share
    </CssButton>
  );
}
