import { useAppStore } from '@/store';

const initial = useAppStore.getState();
beforeEach(() => useAppStore.setState(initial, true));

it('shows one alert at a time, success by default, each with its own id', () => {
  useAppStore.getState().showAlert({ message: 'one' });
  const first = useAppStore.getState().alert!;
  expect(first).toMatchObject({ message: 'one', severity: 'success' });
  useAppStore.getState().showAlert({ message: 'two', severity: 'error' });
  expect(useAppStore.getState().alert).toMatchObject({ message: 'two', severity: 'error' });
  expect(useAppStore.getState().alert!.id).not.toBe(first.id);
});

it('hides only the alert a timer was started for', () => {
  useAppStore.getState().showAlert({ message: 'one' });
  const first = useAppStore.getState().alert!.id;
  useAppStore.getState().showAlert({ message: 'two' });
  useAppStore.getState().hideAlert(first);
  expect(useAppStore.getState().alert?.message).toBe('two');
  useAppStore.getState().hideAlert();
  expect(useAppStore.getState().alert).toBeNull();
});
