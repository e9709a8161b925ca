import { apiClient, catalogContracts, commonContracts, stepwise } from '@/services/common/on-demand';

// The door of services/comments: its API services, each loaded on demand in steps (services/common/on-demand.ts).
export const commentsService = () => stepwise([commonContracts, catalogContracts, () => import('@/lib/contracts/comments'), apiClient], () => import('./comments'));
