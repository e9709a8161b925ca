import { PageLink } from '@/components/common/page-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { MixtapeCard } from '@/components/mixtape/mixtape-card';
import { useLikedPages } from '@/hooks/use-library-pages';
import { LibraryFrame } from './library-frame';
import { PagedList } from './paged-list';

export const EMPTY_LIKED = { title: 'No liked mixtapes yet', message: "Tap Like on a mixtape's page and it lands here, your latest like first." };
export const GUEST_LIKED = { title: 'Your likes live here', message: 'Log in to find every mixtape you liked, newest first.' };

/** /liked: the mixtapes the member liked, newest like first, 20 at a time (see docs/product.md, Your library). */
export function LikedScreen() {
  const query = useLikedPages();
  const browse = (
    <Button variant="contained" component={PageLink} href="/">
      Browse mixtapes
    </Button>
  );
  return (
    <LibraryFrame current="/liked" title="Liked" guest={GUEST_LIKED}>
      <PagedList query={query} count={query.items.length} empty={{ ...EMPTY_LIKED, action: browse }}>
        <Box
          component="ul"
          aria-label="Mixtapes you liked"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' }, gap: { xs: 2, sm: 3 } }}
        >
          {query.items.map((mixtape) => (
            <li key={mixtape.id}>
              <MixtapeCard mixtape={mixtape} />
            </li>
          ))}
        </Box>
      </PagedList>
    </LibraryFrame>
  );
}
