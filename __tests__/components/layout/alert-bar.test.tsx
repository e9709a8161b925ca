import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertBar } from '@/components/layout/alert-bar';
import { useAppStore } from '@/store';
import { renderWithProviders } from '../../helpers/render';

const initial = useAppStore.getState();
beforeEach(() => {
  useAppStore.setState(initial, true);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

it('shows an alert at the top centre and clears it after 3000 ms', () => {
  renderWithProviders(<AlertBar />);
  act(() => useAppStore.getState().showAlert({ message: 'Logged Out !', severity: 'info' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Logged Out !');
  act(() => jest.advanceTimersByTime(2999));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(useAppStore.getState().alert).toBeNull();
});

it('gives a newer alert its own 3000 ms', () => {
  renderWithProviders(<AlertBar />);
  act(() => useAppStore.getState().showAlert({ message: 'first' }));
  act(() => jest.advanceTimersByTime(2000));
  act(() => useAppStore.getState().showAlert({ message: 'second' }));
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('alert')).toHaveTextContent('second');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('runs an optional action with a spinner in its place, then hides', async () => {
  let finish!: () => void;
  const onClick = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(<AlertBar />);
  act(() => useAppStore.getState().showAlert({ message: 'Removed from queue', action: { label: 'Undo', onClick } }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
  // Running past the 3000 ms does not hide it.
  act(() => jest.advanceTimersByTime(5000));
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await act(async () => finish());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
