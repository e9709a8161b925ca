import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { HomeHero } from '@/components/discovery/home-hero';
import { makeMixtape, makeTrack } from '../../helpers/fixtures';
import { resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
resetPlayerEachTest();

const TINY = 'data:image/webp;base64,UklGRg==';
const queue = [1, 2, 3].map((id) => makeTrack(id, { mixtapeId: 1 }));
const serveQueue = (tracks = queue) => {
  const asked = jest.fn();
  server.use(
    http.get('http://localhost/api/v3/mixtapes/1/queue', () => {
      asked();
      return HttpResponse.json(tracks);
    }),
  );
  return asked;
};

it('shows the sharp cover alone when the page brought no tiny cover', () => {
  const mixtape = makeMixtape(1);
  const { container } = renderWithProviders(<HomeHero mixtape={mixtape} />);
  expect(screen.getByRole('img', { name: 'Mixtape 1 cover' })).toHaveAttribute('src', mixtape.cover);
  expect(screen.getByRole('img', { name: 'Mixtape 1 cover' })).toHaveAttribute('fetchpriority', 'high');
  expect(container.querySelectorAll('img')).toHaveLength(1);
});

it('draws the backdrop from the tiny cover the page brought, never from the full one', () => {
  const mixtape = makeMixtape(1);
  const { container } = renderWithProviders(<HomeHero mixtape={mixtape} backdrop={{ cover: mixtape.cover!, src: TINY }} />);
  const backdrop = container.querySelector('img[alt=""]');
  expect(backdrop).toHaveAttribute('src', TINY);
  expect(backdrop).toHaveAttribute('width', '16');
  expect(backdrop).not.toHaveAttribute('fetchpriority');
  expect(container.querySelectorAll(`img[src="${mixtape.cover}"]`)).toHaveLength(1);
});

it('leaves out a tiny cover made for another mixtape (the lists changed since the page was rendered)', () => {
  const { container } = renderWithProviders(<HomeHero mixtape={makeMixtape(2)} backdrop={{ cover: makeMixtape(1).cover!, src: TINY }} />);
  expect(container.querySelector(`img[src="${TINY}"]`)).toBeNull();
});

it('draws no img for a mixtape without a cover: an img must have a src', () => {
  const { container } = renderWithProviders(<HomeHero mixtape={makeMixtape(1, { cover: null })} backdrop={null} />);
  expect(screen.getByRole('heading', { name: 'Mixtape 1' })).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
  // Nor a link without a name: the title alone leads to the page.
  expect(screen.getAllByRole('link')).toHaveLength(1);
});

it('links the title and the cover to the mixtape page', () => {
  renderWithProviders(<HomeHero mixtape={makeMixtape(1)} />);
  expect(screen.getByRole('link', { name: 'Mixtape 1' })).toHaveAttribute('href', '/mixtape/mixtape-1');
  expect(screen.getByRole('heading', { name: 'Mixtape 1' })).toContainElement(screen.getByRole('link', { name: 'Mixtape 1' }));
  const coverLink = screen.getByRole('link', { name: 'Mixtape 1 cover' });
  expect(coverLink).toHaveAttribute('href', '/mixtape/mixtape-1');
  // One stop for the keyboard: the title.
  expect(coverLink).toHaveAttribute('tabindex', '-1');
});

it('Play plays the featured mixtape from the top, and pauses it while it plays', async () => {
  serveQueue();
  const user = userEvent.setup();
  renderWithProviders(<HomeHero mixtape={makeMixtape(1)} />);
  const play = screen.getByRole('button', { name: 'Play Mixtape 1' });
  // Its name holds the word it shows.
  expect(play).toHaveTextContent('Play');
  expect(play.closest('a')).toBeNull();
  await user.click(play);
  await waitFor(() => expect(state()).toMatchObject({ queue, activeTrack: queue[0], isPlaying: true, isShuffle: false }));
  await user.click(screen.getByRole('button', { name: 'Pause Mixtape 1' }));
  expect(state().isPlaying).toBe(false);
  expect(screen.getByRole('button', { name: 'Play Mixtape 1' })).toBeInTheDocument();
});

it('asks the age question before playing an explicit featured mixtape', async () => {
  const explicit = queue.map((t) => ({ ...t, explicit: true }));
  serveQueue(explicit);
  const user = userEvent.setup();
  renderWithProviders(<HomeHero mixtape={makeMixtape(1, { explicit: true })} />);
  expect(screen.getByText('Explicit')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Play Mixtape 1' }));
  await waitFor(() => expect(state().pendingExplicitPlay).not.toBeNull());
  expect(state().activeTrack).toBeNull();
  act(() => state().answerAge(true));
  expect(state()).toMatchObject({ queue: explicit, activeTrack: explicit[0], isPlaying: true });
});

it('offers no Play for a featured mixtape not out yet: its release date and countdown instead, and its queue is never asked', async () => {
  const asked = serveQueue();
  const releaseDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
  renderWithProviders(<HomeHero mixtape={makeMixtape(1, { releaseDate })} />);
  expect(screen.queryByRole('button')).toBeNull();
  expect(screen.getByRole('timer')).toHaveAccessibleName(/^Release of this mixtape: Drops in [23]d /);
  expect(screen.getByText(/^Drops \d/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Mixtape 1' })).toHaveAttribute('href', '/mixtape/mixtape-1');
  expect(asked).not.toHaveBeenCalled();
});
