import { apiClient, catalogContracts, commonContracts, stepwise } from '@/services/common/on-demand';

// The door of services/player: its API services, each loaded on demand in steps (services/common/on-demand.ts).
export const radioService = () => stepwise([commonContracts, catalogContracts, () => import('@/lib/contracts/telemetry'), apiClient], () => import('./radio'));
export const playbackService = () => stepwise([commonContracts, catalogContracts, () => import('@/lib/contracts/playback'), apiClient], () => import('./playback'));
