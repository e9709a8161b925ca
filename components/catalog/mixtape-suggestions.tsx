import { useDeferredValue } from 'react';
import { useMixtapeSuggestions } from '@/hooks/catalog/use-mixtape-suggestions';
import { MixtapeShelf } from './mixtape-shelf';

export function MixtapeSuggestions({ id }: { id: number }) {
  const { data } = useMixtapeSuggestions(id);
  // Deferred: the shelf (a dozen cards, below the tracklist) renders in pieces React can interrupt, not as one long
  // task right after the page becomes interactive.
  const suggestions = useDeferredValue(data);
  return <MixtapeShelf title="You may also like" mixtapes={suggestions ?? []} />;
}
