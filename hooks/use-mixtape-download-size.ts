import { useQuery } from '@tanstack/react-query';
import { libraryService } from '@/services/on-demand';

/** The exact size of a mixtape's zip, for its Download Mixtape button. */
export const useMixtapeDownloadSize = (id: number) =>
  useQuery({ queryKey: ['mixtapes', id, 'download-size'], queryFn: async () => (await libraryService()).getMixtapeDownloadSize(id), staleTime: 30_000 });
