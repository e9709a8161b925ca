import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CardPayment } from '@/components/payments/card-payment';
import { CARD_MESSAGES } from '@/components/payments/card-form-schema';
import { DECLINE_MESSAGES } from '@/components/payments/card-failure';
import { threeDSecureMessage } from '@/components/payments/three-d-secure-message';
import type { SandboxIntent } from '@/lib/contracts/payments';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
const CONFIRM = 'http://localhost/api/payments/sandbox/confirm';
const SECRET = 'pi_123_secret_abc';
const NEXT_YEAR = String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

const intent = (overrides: Partial<SandboxIntent> = {}): SandboxIntent => ({
  id: 'pi_123',
  object: 'payment_intent',
  status: 'succeeded',
  client_secret: SECRET,
  next_action: null,
  last_error: null,
  ...overrides,
});
const refusal = (code: string, message: string, declineCode?: string) =>
  HttpResponse.json({ statusCode: 402, message, error: 'Payment Required', code, ...(declineCode ? { decline_code: declineCode } : {}) }, { status: 402 });

/** Every body the sandbox's confirm received, answered in turn by `answers`. */
function serveConfirm(...answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  server.use(
    http.post(CONFIRM, async ({ request }) => {
      bodies.push(await request.json());
      return answers[Math.min(bodies.length, answers.length) - 1]();
    }),
  );
  return bodies;
}

function renderCard() {
  const onSucceeded = jest.fn();
  renderWithProviders(<CardPayment clientSecret={SECRET} intent="payment" submitLabel="Pay $4.99" onSucceeded={onSucceeded} />);
  return onSucceeded;
}

/** Types a card; an expiry of null keeps the one already there (the form keeps it after a refusal). */
async function enterCard(user: ReturnType<typeof userEvent.setup>, number: string, expiry: string | null = `12${NEXT_YEAR}`, cvc = '123') {
  const retype = async (label: string, value: string) => {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  };
  await retype('Card number', number);
  if (expiry !== null) await retype('Expiry (MM/YY)', expiry);
  await retype('CVC', cvc);
}

const pay = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Pay $4.99' }));

it('writes the number in groups with its brand, and the expiry as MM/YY', async () => {
  const user = userEvent.setup();
  renderCard();
  await user.type(screen.getByLabelText('Card number'), '4242424242424242999');
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242 999');
  expect(screen.getByTestId('card-brand')).toHaveTextContent('Visa');
  await user.clear(screen.getByLabelText('Card number'));
  await user.type(screen.getByLabelText('Card number'), '378282246310005');
  expect(screen.getByLabelText('Card number')).toHaveValue('3782 822463 10005');
  expect(screen.getByTestId('card-brand')).toHaveTextContent('American Express');
  await user.type(screen.getByLabelText('Expiry (MM/YY)'), '430');
  expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('04/30');
  await user.type(screen.getByLabelText('CVC'), '12a345');
  expect(screen.getByLabelText('CVC')).toHaveValue('1234');
});

it('says under each field what to fix, and sends nothing until the card is whole', async () => {
  const user = userEvent.setup();
  const bodies = serveConfirm(() => HttpResponse.json(intent()));
  renderCard();
  await pay(user);
  expect(await screen.findByText(CARD_MESSAGES.numberRequired)).toBeInTheDocument();
  expect(screen.getByText(CARD_MESSAGES.expiryRequired)).toBeInTheDocument();
  expect(screen.getByText(CARD_MESSAGES.cvcRequired)).toBeInTheDocument();

  await enterCard(user, '4242 4242', '13', '12');
  await pay(user);
  expect(await screen.findByText(CARD_MESSAGES.numberIncomplete)).toBeInTheDocument();
  expect(screen.getByText(CARD_MESSAGES.expiryIncomplete)).toBeInTheDocument();
  expect(screen.getByText(CARD_MESSAGES.cvcIncomplete)).toBeInTheDocument();

  await enterCard(user, '4242 4242 4242 4241', '1320', '123');
  await pay(user);
  expect(await screen.findByText(CARD_MESSAGES.numberInvalid)).toBeInTheDocument();
  expect(screen.getByText(CARD_MESSAGES.expiryMonth)).toBeInTheDocument();

  await enterCard(user, '4242 4242 4242 4242', '0120', '123');
  await pay(user);
  expect(await screen.findByText(CARD_MESSAGES.expiryPast)).toBeInTheDocument();
  expect(bodies).toEqual([]);
});

it('confirms the intent with the card and hands back its id once it succeeded', async () => {
  const user = userEvent.setup();
  const bodies = serveConfirm(() => HttpResponse.json(intent()));
  const onSucceeded = renderCard();
  await enterCard(user, '4242 4242 4242 4242');
  await pay(user);
  await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_123'));
  expect(bodies).toEqual([{ client_secret: SECRET, card: { number: '4242424242424242', exp_month: 12, exp_year: 2000 + Number(NEXT_YEAR), cvc: '123' } }]);
  // Paid: the button cannot send the card a second time.
  expect(screen.getByRole('button', { name: /Pay \$4\.99/ })).toBeDisabled();
});

it('says why a card was declined, clears it, and takes another', async () => {
  const user = userEvent.setup();
  const bodies = serveConfirm(
    () => refusal('card_declined', 'Your card was declined.', 'generic_decline'),
    () => refusal('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'),
    () => HttpResponse.json(intent()),
  );
  const onSucceeded = renderCard();
  await enterCard(user, '4000 0000 0000 0002');
  await pay(user);
  expect(await screen.findByRole('alert')).toHaveTextContent(DECLINE_MESSAGES.declined);
  expect(screen.getByLabelText('Card number')).toHaveValue('');
  expect(screen.getByLabelText('CVC')).toHaveValue('');
  expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue(`12/${NEXT_YEAR}`);

  await enterCard(user, '4000 0000 0000 9995', null);
  await pay(user);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(DECLINE_MESSAGES.insufficientFunds));

  await enterCard(user, '4242 4242 4242 4242', null);
  await pay(user);
  await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_123'));
  expect(bodies).toHaveLength(3);
});

it("shows a failed call's own message and keeps the card typed in", async () => {
  const user = userEvent.setup();
  serveConfirm(() => HttpResponse.json({ statusCode: 400, message: 'This PaymentIntent has status canceled and cannot be confirmed.', error: 'Bad Request' }, { status: 400 }));
  renderCard();
  await enterCard(user, '4242 4242 4242 4242');
  await pay(user);
  expect(await screen.findByRole('alert')).toHaveTextContent('This PaymentIntent has status canceled and cannot be confirmed.');
  expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
});

describe('3-D Secure', () => {
  const url = `/payments/sandbox/3ds/pi_123?client_secret=${encodeURIComponent(SECRET)}`;
  const requiresAction = () => HttpResponse.json(intent({ status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url } } }));

  async function reachTheBank(user: ReturnType<typeof userEvent.setup>) {
    await enterCard(user, '4000 0025 0000 3155');
    await pay(user);
    return (await screen.findByTitle('3-D Secure check')) as HTMLIFrameElement;
  }

  const tell = (frame: HTMLIFrameElement, data: unknown, origin = window.location.origin) =>
    act(() => window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow })));

  it("shows the bank's page in a frame, and succeeds when the frame says the check was completed", async () => {
    const user = userEvent.setup();
    serveConfirm(requiresAction);
    const onSucceeded = renderCard();
    const frame = await reachTheBank(user);
    expect(frame).toHaveAttribute('src', `http://localhost${url}`);
    expect(screen.getByText('Confirm with your bank')).toBeInTheDocument();

    // Only its own frame, on this origin, about this intent, is heard.
    tell(frame, threeDSecureMessage('pi_123', { status: 'succeeded' }), 'https://evil.example');
    tell(frame, threeDSecureMessage('pi_999', { status: 'succeeded' }));
    act(() => window.dispatchEvent(new MessageEvent('message', { data: threeDSecureMessage('pi_123', { status: 'succeeded' }), origin: window.location.origin, source: window })));
    expect(onSucceeded).not.toHaveBeenCalled();

    tell(frame, threeDSecureMessage('pi_123', { status: 'succeeded' }));
    expect(onSucceeded).toHaveBeenCalledWith('pi_123');
  });

  it('says the check failed and brings the form back for another try', async () => {
    const user = userEvent.setup();
    serveConfirm(requiresAction, () => HttpResponse.json(intent()));
    const onSucceeded = renderCard();
    const frame = await reachTheBank(user);
    tell(frame, threeDSecureMessage('pi_123', { status: 'failed', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DECLINE_MESSAGES.authentication);
    expect(screen.queryByTitle('3-D Secure check')).not.toBeInTheDocument();
    await enterCard(user, '4242 4242 4242 4242', null);
    await pay(user);
    await waitFor(() => expect(onSucceeded).toHaveBeenCalledWith('pi_123'));
  });

  it("leaves the bank's page for another card", async () => {
    const user = userEvent.setup();
    serveConfirm(requiresAction);
    renderCard();
    await reachTheBank(user);
    await user.click(screen.getByRole('button', { name: 'Use another card' }));
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(screen.getByRole('alert')).toHaveTextContent(DECLINE_MESSAGES.authentication);
  });

  it("frames nothing but this site's own page", async () => {
    const user = userEvent.setup();
    serveConfirm(() => HttpResponse.json(intent({ status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://evil.example/3ds' } } })));
    renderCard();
    await enterCard(user, '4000 0025 0000 3155');
    await pay(user);
    expect(await screen.findByRole('alert')).toHaveTextContent("The bank's check could not be shown here.");
    expect(screen.queryByTitle('3-D Secure check')).not.toBeInTheDocument();
  });
});
