import { apiClient, commonContracts, stepwise } from '@/services/common/on-demand';

// The door of services/studio: its API services, each loaded on demand in steps (services/common/on-demand.ts).
export const studioService = () =>
  stepwise([commonContracts, () => import('@/lib/contracts/studio'), () => import('@/lib/contracts/profiles'), apiClient], () => import('./studio'));
