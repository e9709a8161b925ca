import { CssIconButton } from '@/components/common/css-button';
import { Hint } from '@/components/common/hint';
import { LibraryMusicIcon } from '@/components/common/icons';
import { useAppStore } from '@/store';

/** The header's way to the member's library (favorites, playlists, history); a guest is asked to log in first. */
export function LibraryButton() {
  const isLoggedIn = useAppStore((s) => s.isLoggedIn);
  const openMemberPrompt = useAppStore((s) => s.openMemberPrompt);
  return (
    <Hint title="Library">
      {isLoggedIn ? (
        <CssIconButton aria-label="Library" href="/favorites">
          <LibraryMusicIcon />
        </CssIconButton>
      ) : (
        <CssIconButton aria-label="Library" onClick={() => openMemberPrompt('library')}>
          <LibraryMusicIcon />
        </CssIconButton>
      )}
    </Hint>
  );
}
