import { apiClient, catalogContracts, commonContracts, stepwise } from '@/services/common/on-demand';

// The door of services/playlists: its API services, each loaded on demand in steps (services/common/on-demand.ts).
export const playlistService = () => stepwise([commonContracts, catalogContracts, () => import('@/lib/contracts/playlists'), apiClient], () => import('./playlists'));
