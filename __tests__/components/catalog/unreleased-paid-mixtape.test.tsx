import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MixtapeHeader } from '@/components/catalog/mixtape-header';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { resetAuthState, V3 } from '../../helpers/auth';
import { makeMixtapeDetail } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

// A paid mixtape not out yet is not sold: its page shows the countdown and the details, and Buy only from its
// release instant on (see docs/product.md, Catalog; docs/product.md, Buying).

const server = mockServer();

beforeEach(() => {
  resetAuthState();
  server.use(
    http.get(`${V3}/mixtapes/:id/queue`, () => HttpResponse.json([])),
    http.get(`${V3}/mixtapes/:id/download`, () => HttpResponse.json({ size: 1000 })),
    http.get(`${V3}/mixtapes/:id/vote`, () => HttpResponse.json({ vote: null, likes: 0, dislikes: 0 })),
  );
});

const paidDropping = (inMs: number): MixtapeDetail => ({
  ...makeMixtapeDetail(9, 3),
  price: { amount: 499, currency: 'usd' },
  releaseDate: new Date(Date.now() + inMs).toISOString(),
});

it('shows no Buy before the release, only the countdown and the details', () => {
  renderWithProviders(<MixtapeHeader mixtape={paidDropping(7 * 24 * 3600_000)} />);
  expect(screen.getByRole('timer')).toHaveTextContent(/^Drops in/);
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
  for (const name of ['Play All', 'Shuffle', 'Add to Queue']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
});

it('offers Buy with the price at the release instant, on a page left open', async () => {
  renderWithProviders(<MixtapeHeader mixtape={paidDropping(1200)} />);
  expect(screen.queryByRole('button', { name: /^Buy/ })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Buy $4.99' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});
