import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import LaunchRounded from '@mui/icons-material/LaunchRounded';
import { BottomSheetMenu } from '@/components/common/bottom-sheet-menu';
import type { ActionItem } from '@/components/common/action-item';
import { renderWithProviders } from '../../helpers/render';

afterEach(() => window.history.replaceState({}, '', '/'));

const items = (onRemove = jest.fn()): ActionItem[] => [
  { icon: <HomeRounded />, title: 'Home', href: '/' },
  { icon: <LaunchRounded />, title: 'Open Mixtape', href: '/mixtape/night-drive' },
  { icon: <LaunchRounded />, title: 'Download', disabled: true },
  { icon: <DeleteOutlineRounded />, title: 'Remove', onClick: onRemove },
];

it('shows its title and the enabled items, leaving the disabled ones out', () => {
  renderWithProviders(<BottomSheetMenu open onClose={jest.fn()} title="Real Nights" items={items()} />);
  const sheet = screen.getByRole('dialog', { name: 'Real Nights' });
  expect(within(sheet).getByText('Real Nights')).toBeInTheDocument();
  expect(within(sheet).getAllByRole('menuitem').map((el) => el.textContent)).toEqual(['Home', 'Open Mixtape', 'Remove']);
  expect(within(sheet).getByRole('menuitem', { name: 'Open Mixtape' })).toHaveAttribute('href', '/mixtape/night-drive');
});

it('highlights the item for the current path', () => {
  window.history.replaceState({}, '', '/mixtape/night-drive?from=x');
  renderWithProviders(<BottomSheetMenu open onClose={jest.fn()} items={items()} />);
  const current = screen.getByRole('menuitem', { name: 'Open Mixtape' });
  expect(current).toHaveAttribute('aria-current', 'page');
  expect(current).toHaveClass('Mui-selected');
  expect(screen.getByRole('menuitem', { name: 'Home' })).not.toHaveClass('Mui-selected');
});

it('runs an item and closes; Cancel closes without running anything', async () => {
  const user = userEvent.setup();
  const onRemove = jest.fn();
  const onClose = jest.fn();
  const { rerender } = renderWithProviders(<BottomSheetMenu open onClose={onClose} items={items(onRemove)} />);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  expect(onRemove).not.toHaveBeenCalled();
  await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  // The action runs once the sheet has slid away.
  rerender(<BottomSheetMenu open={false} onClose={onClose} items={items(onRemove)} />);
  await waitFor(() => expect(onRemove).toHaveBeenCalledTimes(1));
});

it('has no Cancel button in the favorites variant', () => {
  renderWithProviders(<BottomSheetMenu open onClose={jest.fn()} items={items()} variant="favorites" />);
  expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
});
