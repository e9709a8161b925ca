import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { COMPLETED_MESSAGE, Sandbox3dsScreen, SANDBOX_3DS_TITLE } from '@/components/payments/sandbox-3ds-screen';
import { threeDSecureMessage } from '@/components/payments/three-d-secure-message';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
const SECRET = 'pi_123_secret_abc';
const ANSWER = 'http://localhost/api/payments/sandbox/3ds/pi_123';
const FAILED = { code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };

function serveAnswer(reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(ANSWER, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}
const succeeded = () => HttpResponse.json({ id: 'pi_123', object: 'payment_intent', status: 'succeeded', client_secret: SECRET, next_action: null, last_error: null });
const refused = () => HttpResponse.json({ statusCode: 402, error: 'Payment Required', ...FAILED }, { status: 402 });

/** As framed by the payment dialog: a parent window that records what it is told. */
function framed() {
  const postMessage = jest.fn();
  jest.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  return postMessage;
}
afterEach(() => jest.restoreAllMocks());

const render = () => renderWithProviders(<Sandbox3dsScreen intentId="pi_123" clientSecret={SECRET} />);

it('says what it is, and Complete tells the framing dialog the check succeeded, on this origin only', async () => {
  const user = userEvent.setup();
  const postMessage = framed();
  const bodies = serveAnswer(succeeded);
  render();
  expect(screen.getByRole('heading', { name: SANDBOX_3DS_TITLE })).toBeInTheDocument();
  expect(screen.getByText(/standing in for your bank/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  await waitFor(() => expect(postMessage).toHaveBeenCalledWith(threeDSecureMessage('pi_123', { status: 'succeeded' }), 'http://localhost'));
  expect(bodies).toEqual([{ client_secret: SECRET, outcome: 'complete' }]);
  expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
});

it('Fail tells the framing dialog the check failed, with Stripe\'s code and message', async () => {
  const user = userEvent.setup();
  const postMessage = framed();
  const bodies = serveAnswer(refused);
  render();
  await user.click(screen.getByRole('button', { name: 'Fail' }));
  await waitFor(() => expect(postMessage).toHaveBeenCalledWith(threeDSecureMessage('pi_123', { status: 'failed', ...FAILED }), 'http://localhost'));
  expect(bodies).toEqual([{ client_secret: SECRET, outcome: 'fail' }]);
});

it('opened on its own, shows the outcome and a way back to the site', async () => {
  const user = userEvent.setup();
  serveAnswer(succeeded);
  render();
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(await screen.findByText(COMPLETED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to LMT Mixtapes' })).toHaveAttribute('href', '/');
});

it('keeps its buttons when the answer did not get through', async () => {
  const user = userEvent.setup();
  const postMessage = framed();
  serveAnswer(() => HttpResponse.json({ statusCode: 400, message: 'This PaymentIntent has status succeeded and cannot be confirmed.', error: 'Bad Request' }, { status: 400 }));
  render();
  await user.click(screen.getByRole('button', { name: 'Complete' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This PaymentIntent has status succeeded and cannot be confirmed.');
  expect(screen.getByRole('button', { name: 'Complete' })).toBeEnabled();
  expect(postMessage).not.toHaveBeenCalled();
});

it('sends its answers disabled in the server HTML, so a click before the page hydrated is never lost', () => {
  const queryClient = new QueryClient();
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <Sandbox3dsScreen intentId="pi_123" clientSecret={SECRET} />
    </QueryClientProvider>,
  );
  const page = document.createElement('div');
  page.innerHTML = html;
  const buttons = [...page.querySelectorAll('button')];
  expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
    ['Complete', true],
    ['Fail', true],
  ]);
});
