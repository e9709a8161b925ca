import { apiClient, catalogContracts, commonContracts, peopleContracts, stepwise } from '@/services/common/on-demand';

// The door of services/library: its API services, each loaded on demand in steps (services/common/on-demand.ts).
export const libraryService = () => stepwise([commonContracts, catalogContracts, () => import('@/lib/contracts/library'), apiClient], () => import('./library'));
export const followingService = () =>
  stepwise([commonContracts, catalogContracts, peopleContracts, () => import('@/lib/contracts/following'), apiClient], () => import('./following'));
