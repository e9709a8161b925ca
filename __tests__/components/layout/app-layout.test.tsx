import { act, screen } from '@testing-library/react';
import { AppLayout } from '@/components/layout/app-layout';
import { resetStore, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

beforeEach(resetStore);

it('loads the account dialogs and the queue only when first opened, and keeps them after', async () => {
  renderWithProviders(<AppLayout>page</AppLayout>);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  act(() => state().openLogin('login'));
  expect(await screen.findByRole('dialog', { name: 'Log In' })).toBeInTheDocument();
  act(() => state().closeLogin());
  act(() => state().setQueueOpen(true));
  expect(await screen.findByRole('dialog', { name: 'Queue' })).toBeInTheDocument();
});
