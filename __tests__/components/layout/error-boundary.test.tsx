import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ErrorBoundary, RENDER_ERROR_TITLE } from '@/components/layout/error-boundary';
import { RENDER_ERROR_TEXT } from '@/commands/layout/render-error-log';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

let broken = true;
function Shelf() {
  if (broken) throw new Error('cover list is undefined');
  return <p>All good</p>;
}

beforeEach(() => {
  broken = true;
  // React reports the caught error on the console too: expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows a friendly fallback with a way back, and sends an error log with the message and component stack', async () => {
  const logs: Record<string, string>[] = [];
  server.use(
    http.post('http://localhost/api/v3/log', async ({ request }) => {
      logs.push((await request.json()) as Record<string, string>);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  renderWithProviders(
    <ErrorBoundary path="/featured">
      <Shelf />
    </ErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: RENDER_ERROR_TITLE })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await waitFor(() => expect(logs).toHaveLength(1));
  expect(logs[0]).toMatchObject({ text: RENDER_ERROR_TEXT, level: 'error', subfeature: 'error-boundary', error_message: 'cover list is undefined' });
  const extra = JSON.parse(logs[0].extra) as { componentStack: string; path: string };
  expect(extra.componentStack).toContain('Shelf');
  expect(extra.path).toBe('/featured');
  expect(logs[0].error_trace).toContain('cover list is undefined');
});

it('Try again renders the page again once it can', async () => {
  server.use(http.post('http://localhost/api/v3/log', () => new HttpResponse(null, { status: 204 })));
  renderWithProviders(
    <ErrorBoundary path="/">
      <Shelf />
    </ErrorBoundary>,
  );
  broken = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(screen.getByText('All good')).toBeInTheDocument();
});
