import { queryOptions, useQuery } from '@tanstack/react-query';
import { libraryService } from '@/services/library';

/** The exact size of a mixtape's zip: it changes only with its tracks. The mixtape page's render brings it along. */
export const mixtapeDownloadSizeQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['mixtapes', id, 'download-size'], queryFn: async () => (await libraryService()).getMixtapeDownloadSize(id), staleTime: 5 * 60_000 });

/** The exact size of a mixtape's zip, for its Download Mixtape button. */
export const useMixtapeDownloadSize = (id: number) => useQuery(mixtapeDownloadSizeQueryOptions(id));
