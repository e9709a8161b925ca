import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { EmbedPlayer } from '@/components/catalog/embed-player';
import type { MixtapeDetail } from '@/lib/contracts/catalog';
import { makeMixtapeDetail } from '../../helpers/fixtures';
import { resetPlayerEachTest } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
resetPlayerEachTest();

const serve = (mixtape: MixtapeDetail) => server.use(http.get('http://localhost/api/v3/mixtapes/find', () => HttpResponse.json(mixtape)));

it('plays a released mixtape from its Play button and its tracklist', async () => {
  serve(makeMixtapeDetail(9, 2));
  renderWithProviders(<EmbedPlayer slug="mixtape-9" />);
  expect(await screen.findByRole('button', { name: 'Play' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Play Track 1' })).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
});

it('shows a mixtape not out yet with its countdown and its track titles, nothing to play or download', async () => {
  serve({ ...makeMixtapeDetail(9, 2), releaseDate: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString() });
  renderWithProviders(<EmbedPlayer slug="mixtape-9" />);
  expect(await screen.findByRole('timer')).toHaveTextContent(/^Drops in 3d/);
  expect(screen.getByText('Track 1')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Play/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Download/ })).not.toBeInTheDocument();
});
