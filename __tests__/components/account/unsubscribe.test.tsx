import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Unsubscribe } from '@/components/account/unsubscribe';
import { V3, apiError, resetAuthState } from '../../helpers/auth';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

// The page of an alert email's unsubscribe link (see docs/product.md, Release alerts).

const server = mockServer();
beforeEach(resetAuthState);

const INVALID = 'This unsubscribe link is not valid. Open it again from the email, or turn the email off in Account settings.';

/** POST /alerts/unsubscribe?token=: the tokens posted, in order; only `12.djs.good` is one the server made. */
function unsubscribeEndpoint() {
  const tokens: string[] = [];
  server.use(
    http.post(`${V3}/alerts/unsubscribe`, ({ request }) => {
      const token = new URL(request.url).searchParams.get('token')!;
      tokens.push(token);
      if (token !== '12.djs.good') return apiError(400, INVALID);
      return HttpResponse.json({ kind: 'djs', message: "You're unsubscribed from DJ release emails." });
    }),
  );
  return tokens;
}

it('asks first, changes nothing on opening; then says it is done, where focus lands, with the way to Account settings', async () => {
  const user = userEvent.setup();
  const tokens = unsubscribeEndpoint();
  renderWithProviders(<Unsubscribe token="12.djs.good" />);
  expect(screen.getByText('Unsubscribe from DJ release emails?')).toBeInTheDocument();
  expect(screen.getByText('They tell you of: New releases from DJs you follow.')).toBeInTheDocument();
  expect(tokens).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  const said = await screen.findByRole('alert');
  expect(said).toHaveTextContent("You're unsubscribed from DJ release emails.");
  expect(said).toHaveFocus();
  expect(tokens).toEqual(['12.djs.good']);
  expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute('href', '/account#alerts');
  expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
});

it("shows the server's answer to a link changed on the way, and stays on the question", async () => {
  const user = userEvent.setup();
  unsubscribeEndpoint();
  renderWithProviders(<Unsubscribe token="12.djs.forged" />);
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByText(INVALID)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
});

it('says a link cut short is not complete, and offers no button', () => {
  for (const token of ['', '12', '12.charts.sig', '12.djs']) {
    const { unmount } = renderWithProviders(<Unsubscribe token={token} />);
    expect(screen.getByText('This link is not complete. Open it again from the email we sent you.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    unmount();
  }
});
