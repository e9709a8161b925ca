import { useMixtapeSuggestions } from '@/hooks/use-mixtape-suggestions';
import { MixtapeShelf } from './mixtape-shelf';

export function MixtapeSuggestions({ id }: { id: number }) {
  const { data } = useMixtapeSuggestions(id);
  return <MixtapeShelf title="You may also like" mixtapes={data ?? []} />;
}
