import { OFFLINE_ACTION_MESSAGE } from '@/lib/offline';
import { apiErrorMessage, NETWORK_ERROR_MESSAGE } from '@/services/common/api-errors';

const unanswered = Object.assign(new Error('Network Error'), { isAxiosError: true as const });

afterEach(() => jest.restoreAllMocks());

it('says a call without an answer needs the network when the browser is offline, and to try again otherwise', () => {
  expect(apiErrorMessage(unanswered)).toBe(NETWORK_ERROR_MESSAGE);
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  expect(apiErrorMessage(unanswered)).toBe(OFFLINE_ACTION_MESSAGE);
  expect(OFFLINE_ACTION_MESSAGE).toBe("You're offline: this needs the network.");
});
