import { act, screen } from '@testing-library/react';
import { Header } from '@/components/layout/header';
import { renderWithProviders } from '../../helpers/render';

afterEach(() => jest.restoreAllMocks());

it("says 'You're offline' in the header while the browser has no network, and nothing once it is back", () => {
  const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  renderWithProviders(<Header />);
  expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
  onLine.mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByRole('status')).toHaveTextContent("You're offline");
  onLine.mockReturnValue(true);
  act(() => void window.dispatchEvent(new Event('online')));
  expect(screen.queryByText("You're offline")).not.toBeInTheDocument();
});
