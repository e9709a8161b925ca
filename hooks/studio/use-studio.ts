import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileClaim } from '@/lib/contracts/profiles';
import type { CreateRelease, Release, UpdateRelease, Upload } from '@/lib/contracts/studio';
import { apiErrorMessage } from '@/services/common/api-errors';
import { studioService } from '@/services/studio';
import type { UploadControl } from '@/services/studio/studio';
import { useAppStore } from '@/store';

// The studio's data: the creator's releases (polled while they process), their changes, and the files on their way up.

/** Who is looking: the studio is for creators (admins included), and says so to everyone else. */
export function useStudioAccess(): 'loading' | 'guest' | 'member' | 'creator' {
  const authReady = useAppStore((s) => s.authReady);
  const me = useAppStore((s) => s.userInfor);
  if (!authReady) return 'loading';
  if (!me) return 'guest';
  return me.roles?.includes('creator') ? 'creator' : 'member';
}

const RELEASES = ['studio', 'releases'] as const;
const PROFILES = ['studio', 'profiles'] as const;
const releaseKey = (id: number) => ['studio', 'release', id] as const;
/** While a release processes, its page asks how it goes this often. */
const PROCESSING_POLL_MS = 2000;

export function useReleases(enabled: boolean) {
  return useQuery({ queryKey: RELEASES, queryFn: async () => (await studioService()).listReleases(), enabled });
}

export function useRelease(id: number, enabled: boolean) {
  return useQuery({
    queryKey: releaseKey(id),
    queryFn: async () => (await studioService()).getRelease(id),
    enabled,
    refetchInterval: (query) => (query.state.data?.status === 'processing' ? PROCESSING_POLL_MS : false),
  });
}

function useReleaseSaved() {
  const queryClient = useQueryClient();
  return (release: Release) => {
    queryClient.setQueryData(releaseKey(release.id), release);
    void queryClient.invalidateQueries({ queryKey: RELEASES });
    // Published under a new name, the creator has a new profile.
    void queryClient.invalidateQueries({ queryKey: PROFILES });
  };
}

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateRelease) => (await studioService()).createRelease(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: RELEASES }),
  });
}

export function useUpdateRelease(id: number) {
  const saved = useReleaseSaved();
  return useMutation({
    mutationFn: async (patch: UpdateRelease) => (await studioService()).updateRelease(id, patch),
    onSuccess: (release) => {
      saved(release);
      useAppStore.getState().showAlert({ message: 'Release saved.' });
    },
  });
}

export function usePublishRelease(id: number) {
  const saved = useReleaseSaved();
  return useMutation({
    mutationFn: async () => (await studioService()).publishRelease(id),
    onSuccess: (release) => {
      saved(release);
      useAppStore.getState().showAlert({ message: release.status === 'scheduled' ? 'Scheduled: it comes out at its release time.' : 'Published: it is on the site now.' });
    },
  });
}

export function useDeleteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (release: Release) => (await studioService()).deleteRelease(release.id),
    onSuccess: (_, release) => {
      queryClient.removeQueries({ queryKey: releaseKey(release.id) });
      void queryClient.invalidateQueries({ queryKey: RELEASES });
      useAppStore.getState().showAlert({ message: `Removed ${release.title}.` });
    },
  });
}

/** The artists, DJs and podcasts the creator may publish under (see docs/product.md, The studio), and their claims. */
export function useStudioProfiles(enabled: boolean) {
  return useQuery({ queryKey: PROFILES, queryFn: async () => (await studioService()).getProfiles(), enabled });
}

export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: FileClaim) => (await studioService()).fileClaim(body),
    onSuccess: (claim) => {
      void queryClient.invalidateQueries({ queryKey: PROFILES });
      useAppStore.getState().showAlert({ message: `Your claim on ${claim.profile.name} is sent: the site's team answers it here.` });
    },
  });
}

/** What a failed studio call says, to show beside the form. */
export const studioErrorMessage = (error: unknown): string | null => (error ? apiErrorMessage(error) : null);

export type FileUploadState = 'uploading' | 'paused' | 'done' | 'failed';

export interface FileUpload {
  key: string;
  name: string;
  size: number;
  /** 0..1 */
  progress: number;
  state: FileUploadState;
  /** What the finished file turned out to be. */
  result?: Upload;
  error?: string;
}

let nextKey = 1;

/** Files on their way up (tus), each with its progress, pause and resume, and what it turned out to be. */
export function useFileUploads() {
  const [files, setFiles] = useState<FileUpload[]>([]);
  const controls = useRef(new Map<string, UploadControl>());
  const change = useCallback((key: string, patch: Partial<FileUpload>) => setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...patch } : f))), []);

  useEffect(() => {
    const running = controls.current;
    // Leaving the page pauses them: coming back to the same files resumes where they stopped.
    return () => running.forEach((control) => control.pause());
  }, []);

  const add = useCallback(
    async (list: File[]) => {
      const service = await studioService();
      const added = list.map((file) => ({ file, upload: { key: `upload-${nextKey++}`, name: file.name, size: file.size, progress: 0, state: 'uploading' as const } }));
      setFiles((all) => [...all, ...added.map((a) => a.upload)]);
      for (const { upload: { key }, file } of added)
        controls.current.set(
          key,
          service.uploadFile(file, {
            onProgress: (sent, total) => change(key, { progress: total ? sent / total : 0 }),
            onDone: (result) => change(key, { state: 'done', progress: 1, result }),
            onError: (error) => change(key, { state: 'failed', error }),
          }),
        );
      return added.map((a) => a.upload.key);
    },
    [change],
  );

  return {
    files,
    add,
    pause: (key: string) => {
      controls.current.get(key)?.pause();
      change(key, { state: 'paused' });
    },
    resume: (key: string) => {
      controls.current.get(key)?.resume();
      change(key, { state: 'uploading', error: undefined });
    },
    remove: (key: string) => {
      controls.current.get(key)?.cancel();
      controls.current.delete(key);
      setFiles((all) => all.filter((f) => f.key !== key));
    },
    move: (key: string, by: -1 | 1) =>
      setFiles((all) => {
        const i = all.findIndex((f) => f.key === key);
        const j = i + by;
        if (i < 0 || j < 0 || j >= all.length) return all;
        const next = [...all];
        [next[i], next[j]] = [next[j], next[i]];
        return next;
      }),
  };
}
