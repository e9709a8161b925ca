import { useEffect, useState } from 'react';
import { offline } from '@/commands/library/offline';
import type { SavedCollection } from '@/lib/offline';
import { storageEstimate } from '@/services/library/offline-saves';
import { useAppStore } from '@/store';

/** The mixtapes and playlists saved on this device, read again on mount; null until read. */
export function useOfflineSaves(): SavedCollection[] | null {
  const saves = useAppStore((s) => s.offlineSaves);
  useEffect(() => {
    void offline.refresh();
  }, []);
  return saves;
}

/** What the site stores on this device and may store (navigator.storage.estimate), read again as the saves change; null until read. */
export function useStorageEstimate(saves: unknown): { usage: number; quota: number } | null {
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    let live = true;
    void storageEstimate().then((value) => live && setEstimate(value));
    return () => {
      live = false;
    };
  }, [saves]);
  return estimate;
}
