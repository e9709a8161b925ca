import { apiClient, catalogContracts, commonContracts, stepwise } from '@/services/common/on-demand';

// The door of services/payments: its API services, each loaded on demand in steps (services/common/on-demand.ts).
// The payments contract is small: it comes with its services (purchases, premium), saving every page an import of its
// own to load it by.
export const paymentsService = () => stepwise([commonContracts, catalogContracts, apiClient], () => import('./payments'));
export const premiumService = () => stepwise([commonContracts, catalogContracts, apiClient], () => import('./premium'));
