import { MixtapeGrid } from '@/components/common/mixtape-grid';
import { useLikedPages } from '@/hooks/library/use-library-pages';
import { BrowseMixtapes, LibraryFrame } from '@/components/common/library-frame';
import { PagedList } from './paged-list';

export const EMPTY_LIKED = { title: 'No liked mixtapes yet', message: "Tap Like on a mixtape's page and it lands here, your latest like first." };
export const GUEST_LIKED = { title: 'Your likes live here', message: 'Log in to find every mixtape you liked, newest first.' };

/** /liked: the mixtapes the member liked, newest like first, 20 at a time (see docs/product.md, Your library). */
export function LikedScreen() {
  const query = useLikedPages();
  return (
    <LibraryFrame current="/liked" title="Liked" guest={GUEST_LIKED}>
      <PagedList query={query} count={query.items.length} empty={{ ...EMPTY_LIKED, action: <BrowseMixtapes /> }}>
        <MixtapeGrid mixtapes={query.items} label="Mixtapes you liked" />
      </PagedList>
    </LibraryFrame>
  );
}
