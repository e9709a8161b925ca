import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { OutboxScreen } from '@/components/account/outbox-screen';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

const OUTBOX = 'http://localhost/api/dev/outbox';
const message = (to: string, createdAt: string, text: string, headers: Record<string, string> | null = null) => ({ to, channel: 'email', subject: 'Your code', text, headers, createdAt });

it('lists the messages newest first and refreshes on request', async () => {
  let data = [message('a@example.com', '2026-11-20T10:00:00.000Z', 'Code 1111'), message('b@example.com', '2026-11-20T11:00:00.000Z', 'Code 2222')];
  server.use(http.get(OUTBOX, () => HttpResponse.json({ data })));
  renderWithProviders(<OutboxScreen />);
  await waitFor(() => expect(screen.getAllByTestId('outbox-message')).toHaveLength(2));
  expect(screen.getAllByTestId('outbox-message').map((m) => m.textContent)).toEqual([
    expect.stringContaining('Code 2222'),
    expect.stringContaining('Code 1111'),
  ]);

  // When each was sent, in words, with the full time on hover.
  const sent = screen.getAllByTestId('outbox-message')[0].querySelector('time')!;
  expect(sent).toHaveAttribute('datetime', '2026-11-20T11:00:00.000Z');
  expect(sent.textContent).toMatch(/ ago$/);

  data = [...data, message('c@example.com', '2026-11-20T12:00:00.000Z', 'Code 3333')];
  await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
  await waitFor(() => expect(screen.getAllByTestId('outbox-message')[0]).toHaveTextContent('Code 3333'));
});

it("shows a message's own headers, such as an alert's List-Unsubscribe", async () => {
  const headers = { 'List-Unsubscribe': '<https://mixtapes.example/api/v3/alerts/unsubscribe?token=1.djs.x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
  server.use(http.get(OUTBOX, () => HttpResponse.json({ data: [message('a@example.com', '2026-11-20T10:00:00.000Z', 'New mix', headers)] })));
  renderWithProviders(<OutboxScreen />);
  expect(await screen.findByText(/List-Unsubscribe: <https:\/\/mixtapes\.example\/api\/v3\/alerts\/unsubscribe\?token=1\.djs\.x>/)).toHaveTextContent(
    'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
  );
});

it("says 'The outbox is off' when the server answers 404", async () => {
  server.use(http.get(OUTBOX, () => HttpResponse.json({ statusCode: 404, message: 'Not Found', error: 'Not Found' }, { status: 404 })));
  renderWithProviders(<OutboxScreen />);
  expect(await screen.findByText('The outbox is off')).toBeInTheDocument();
});
