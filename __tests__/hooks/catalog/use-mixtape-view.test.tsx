import { renderHook } from '@testing-library/react';
import { useMixtapeView } from '@/hooks/catalog/use-mixtape-view';
import { recordAnalytics } from '../../helpers/player';

afterEach(() => jest.restoreAllMocks());

it('reports one mixtape_view per mixtape page visit', () => {
  const analytics = recordAnalytics();
  const { rerender, unmount } = renderHook(({ id }) => useMixtapeView(id), { initialProps: { id: undefined as number | undefined } });
  expect(analytics.calls).toHaveLength(0);
  rerender({ id: 4 });
  rerender({ id: 4 });
  unmount();
  // React's development double mount right after: the same visit.
  renderHook(() => useMixtapeView(4)).unmount();
  renderHook(() => useMixtapeView(9));
  expect(analytics.calls).toEqual([
    ['mixtape_view', { mixtape_id: 4 }],
    ['mixtape_view', { mixtape_id: 9 }],
  ]);
});
