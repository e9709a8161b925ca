import { QueryClient } from '@tanstack/react-query';
import { http } from 'msw';
import { premiumOptions } from '@/hooks/payments';
import { readAgain } from '@/services/common/member-ids';
import { V3, apiError, logIn, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';

// The member sync's calls still in flight when this browser logs out come back refused: that is expected, and
// says nothing worth a console error. Any other failure still does.

const server = mockServer();
let consoleError: jest.SpyInstance;
let client: QueryClient;
beforeEach(() => {
  resetAuthState();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** The member's premium read again, as the member sync and the purchase dialog do. */
const readPremium = (userId: number, current?: () => boolean) => readAgain(client, 'premium', premiumOptions(userId), current);

const unauthorized = () => apiError(401, 'Please log in to continue.', 'Unauthorized');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** /premium answering `answer`, resolving `called` once it was asked. */
function premiumAnswers(answer: () => Response) {
  let called!: () => void;
  const asked = new Promise<void>((resolve) => (called = resolve));
  server.use(
    http.get(`${V3}/premium`, () => {
      called();
      return answer();
    }),
  );
  return asked;
}

it('reports a premium read that failed while logged in', async () => {
  logIn();
  const asked = premiumAnswers(() => apiError(500, 'Something went wrong on our side.', 'Internal Server Error'));
  readPremium(7);
  await asked;
  await settle();
  expect(consoleError).toHaveBeenCalledWith('Could not load your premium', expect.anything());
});

it('says nothing of a 401 that comes back once this browser is logged out', async () => {
  const asked = premiumAnswers(unauthorized);
  readPremium(7);
  await asked;
  await settle();
  expect(consoleError).not.toHaveBeenCalled();
});

it('drops the errors of a sync that is no longer current', async () => {
  logIn();
  let calls = 0;
  const failed = () => {
    calls += 1;
    return apiError(500, 'Something went wrong on our side.', 'Internal Server Error');
  };
  server.use(http.get(`${V3}/premium`, failed));
  readPremium(7, () => false);
  await new Promise<void>((resolve) => {
    const check = () => (calls >= 1 ? resolve() : setTimeout(check, 10));
    check();
  });
  await settle();
  expect(consoleError).not.toHaveBeenCalled();
});
