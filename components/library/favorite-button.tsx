import { CssIconButton } from '@/components/common/css-button';
import { FavoriteBorderIcon, FavoriteIcon } from '@/components/common/icons';
import { useQueryClient } from '@tanstack/react-query';
import { library } from '@/commands/library/library';
import { useIsFavorite } from '@/hooks/library/use-member-marks';
import type { FavoriteKind } from '@/lib/contracts/library';

const ON = { color: 'var(--mui-palette-text-accent)' };

/**
 * The heart of a mixtape or track on the first screen (no MUI): filled when it is one of the member's favorites,
 * a toggle button named after what it keeps. A guest's tap opens the prompt to log in.
 */
export function FavoriteButton({ kind, id, name, size }: { kind: FavoriteKind; id: number; name: string; size?: 'small' }) {
  const favorite = useIsFavorite(kind, id);
  const queryClient = useQueryClient();
  return (
    <CssIconButton aria-label={`Favorite ${name}`} aria-pressed={favorite} size={size} style={favorite ? ON : undefined} onClick={() => void library.toggleFavorite(queryClient, kind, id)}>
      {favorite ? <FavoriteIcon size={size} /> : <FavoriteBorderIcon size={size} />}
    </CssIconButton>
  );
}
