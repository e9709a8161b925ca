import { apiClient, catalogContracts, commonContracts, peopleContracts, stepwise } from '@/services/common/on-demand';

// The door of services/catalog: its API services, each loaded on demand in steps (services/common/on-demand.ts).
export const catalogService = () =>
  stepwise([commonContracts, catalogContracts, peopleContracts, () => import('@/lib/contracts/search'), apiClient], () => import('./catalog'));
export const chartsService = () => stepwise([commonContracts, catalogContracts, () => import('@/lib/contracts/charts'), apiClient], () => import('./charts'));
