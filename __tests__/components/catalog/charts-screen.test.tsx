import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { movementLabel } from '@/components/catalog/chart-entries';
import { ChartsScreen, EMPTY_WEEK_MESSAGE, FIRST_CHART_MESSAGE } from '@/components/catalog/charts-screen';
import { player } from '@/commands/player/player';
import type { Chart } from '@/lib/contracts/charts';
import { makeMixtape, makeTrack } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();

const LATEST = '2026-05-04';
const EARLIER = '2026-04-27';
const WEEKS = [LATEST, EARLIER];

const moves = [
  { rank: 1, plays: 1520, previousRank: null, weeksOnChart: 1, peakRank: 1, movement: 'new' },
  { rank: 2, plays: 800, previousRank: 5, weeksOnChart: 4, peakRank: 2, movement: 'up' },
  { rank: 3, plays: 1, previousRank: 1, weeksOnChart: 2, peakRank: 1, movement: 'down' },
  { rank: 5, plays: 40, previousRank: 5, weeksOnChart: 3, peakRank: 4, movement: 'same' },
] as const;

const mixtapesChart = (week: string | null, entries = moves.map((move, i) => ({ ...move, mixtape: makeMixtape(i + 1) }))): Chart => ({
  chart: 'mixtapes',
  week,
  weeks: week ? WEEKS : [],
  entries: week ? entries : [],
});
const tracksChart = (week: string): Chart => ({ chart: 'tracks', week, weeks: WEEKS, entries: moves.map((move, i) => ({ ...move, track: makeTrack(i + 1) })) });

/** Answers GET /charts/{chart} from `answers` by week ('latest' without one), and notes each week asked. */
function serve(chart: 'mixtapes' | 'tracks', answers: Record<string, Chart | 404>) {
  const asked: string[] = [];
  server.use(
    http.get(`http://localhost/api/v3/charts/${chart}`, ({ request }) => {
      const week = new URL(request.url).searchParams.get('week') ?? 'latest';
      asked.push(week);
      const answer = answers[week];
      if (answer === 404) return HttpResponse.json({ statusCode: 404, message: 'No chart for the week of 03/02/2026.', error: 'Not Found' }, { status: 404 });
      return HttpResponse.json(answer);
    }),
  );
  return asked;
}

it('names each movement in words', () => {
  expect(moves.map((move) => movementLabel(move))).toEqual(['New', 'Up 3', 'Down 2', 'No change']);
});

it('shows the latest mixtapes chart in rank order, each entry with its movement, weeks on the chart, cover, links and plays', async () => {
  serve('mixtapes', { latest: mixtapesChart(LATEST) });
  renderWithProviders(<ChartsScreen chart="mixtapes" onWeek={jest.fn()} />);
  expect(screen.getByRole('heading', { level: 1, name: 'Charts' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Top Mixtapes' });
  expect(list.tagName).toBe('OL');
  expect(screen.getByRole('heading', { level: 2, name: 'Top Mixtapes, week of 05/04/2026' })).toBeInTheDocument();
  const rows = within(list).getAllByTestId('chart-entry');
  expect(rows.map((row) => row.getAttribute('value'))).toEqual(['1', '2', '3', '5']);
  for (const [i, label] of ['New', 'Up 3', 'Down 2', 'No change'].entries()) expect(within(rows[i]).getByText(label)).toBeInTheDocument();
  expect(rows[0]).toHaveTextContent('1.5K plays');
  expect(rows[0]).toHaveTextContent('1 week on chart');
  expect(rows[1]).toHaveTextContent('4 weeks on chart');
  expect(rows[2]).toHaveTextContent('1 play');
  expect(within(rows[0]).getByRole('link', { name: 'Mixtape 1' })).toHaveAttribute('href', '/mixtape/mixtape-1');
  expect(within(rows[0]).getByRole('link', { name: 'Nova Reign' })).toHaveAttribute('href', '/artist/nova-reign');
  expect(rows[0].querySelector('img')).toHaveAttribute('src', '/api/v3/media/covers/mixtape-1.svg');
});

it('switches charts by tabs that keep the week, and marks the one shown', async () => {
  serve('mixtapes', { latest: mixtapesChart(LATEST), [EARLIER]: mixtapesChart(EARLIER) });
  renderWithProviders(<ChartsScreen chart="mixtapes" week={EARLIER} onWeek={jest.fn()} />);
  const tabs = screen.getByRole('navigation', { name: 'Charts' });
  expect(within(tabs).getByRole('link', { name: 'Mixtapes' })).toHaveAttribute('aria-current', 'page');
  expect(within(tabs).getByRole('link', { name: 'Tracks' })).not.toHaveAttribute('aria-current');
  expect(await screen.findByRole('heading', { level: 2, name: 'Top Mixtapes, week of 04/27/2026' })).toBeInTheDocument();
  expect(within(tabs).getByRole('link', { name: 'Tracks' })).toHaveAttribute('href', `/charts?chart=tracks&week=${EARLIER}`);
});

it('picks a week from those with a chart, the latest marked, and puts it in the URL', async () => {
  const asked = serve('mixtapes', { latest: mixtapesChart(LATEST), [EARLIER]: mixtapesChart(EARLIER) });
  const onWeek = jest.fn();
  const user = userEvent.setup();
  const { rerender } = renderWithProviders(<ChartsScreen chart="mixtapes" onWeek={onWeek} />);
  const picker = await screen.findByRole('combobox', { name: 'Week' });
  expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Week of 05/04/2026 (latest)', 'Week of 04/27/2026']);
  expect(picker).toHaveValue(LATEST);
  await user.selectOptions(picker, EARLIER);
  expect(onWeek).toHaveBeenLastCalledWith(`/charts?week=${EARLIER}`);

  // The URL now names the week: it is read, and the latest is picked back with the plain URL.
  rerender(<ChartsScreen chart="mixtapes" week={EARLIER} onWeek={onWeek} />);
  expect(await screen.findByRole('heading', { level: 2, name: 'Top Mixtapes, week of 04/27/2026' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Week' })).toHaveValue(EARLIER);
  await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), LATEST);
  expect(onWeek).toHaveBeenLastCalledWith('/charts');
  expect(asked).toEqual(['latest', EARLIER]);
});

it('plays the tracks chart from the row clicked', async () => {
  serve('tracks', { latest: tracksChart(LATEST) });
  const playFromList = jest.spyOn(player, 'playFromList').mockImplementation(() => {});
  const user = userEvent.setup();
  renderWithProviders(<ChartsScreen chart="tracks" onWeek={jest.fn()} />);
  const list = await screen.findByRole('list', { name: 'Top Tracks' });
  await user.click(within(list).getByRole('button', { name: 'Play Track 2' }));
  expect(playFromList).toHaveBeenCalledWith(moves.map((_, i) => expect.objectContaining({ id: i + 1 })), 1);
  expect(within(screen.getByRole('navigation', { name: 'Charts' })).getByRole('link', { name: 'Tracks' })).toHaveAttribute('aria-current', 'page');
});

it('says when a week has no chart, when no chart exists yet, and when a week had no plays', async () => {
  serve('mixtapes', { latest: mixtapesChart(LATEST), '2026-03-02': 404 });
  const { unmount } = renderWithProviders(<ChartsScreen chart="mixtapes" week="2026-03-02" onWeek={jest.fn()} />);
  expect(await screen.findByText('No chart for the week of 03/02/2026.')).toBeInTheDocument();
  unmount();

  serve('mixtapes', { latest: mixtapesChart(null) });
  const first = renderWithProviders(<ChartsScreen chart="mixtapes" onWeek={jest.fn()} />);
  expect(await screen.findByText(FIRST_CHART_MESSAGE)).toBeInTheDocument();
  expect(screen.queryByRole('combobox', { name: 'Week' })).not.toBeInTheDocument();
  first.unmount();

  serve('mixtapes', { latest: mixtapesChart(LATEST, []) });
  renderWithProviders(<ChartsScreen chart="mixtapes" onWeek={jest.fn()} />);
  expect(await screen.findByText(EMPTY_WEEK_MESSAGE)).toBeInTheDocument();
});
