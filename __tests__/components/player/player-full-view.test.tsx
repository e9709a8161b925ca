import { PlayerFullView } from '@/components/player/player-full-view';
import { UpcomingMixtape } from '@/components/player/upcoming-mixtape';
import { makeMixtape } from '../../helpers/fixtures';
import { resetStore } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

beforeEach(resetStore);

it('draws an empty square where the cover goes while nothing plays, never an img without a src', () => {
  const { container } = renderWithProviders(<PlayerFullView />);
  expect(container.querySelector('img')).toBeNull();
});

it('shows an upcoming mixtape without a cover as an empty square too', () => {
  const { container } = renderWithProviders(<UpcomingMixtape mixtape={{ ...makeMixtape(1), cover: null }} />);
  expect(container.querySelector('img')).toBeNull();
  expect(container).toHaveTextContent('Mixtape 1');
});
