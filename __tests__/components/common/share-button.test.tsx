import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShareButton } from '@/components/common/share-button';
import { LINK_COPIED } from '@/components/common/share';
import { AlertBar } from '@/components/layout/alert-bar';
import { mockWindowWidth, resetStore, resetWindowWidth } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const share = jest.fn();
const writeText = jest.fn();
beforeEach(() => {
  resetStore();
  share.mockReset().mockResolvedValue(undefined);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  resetWindowWidth();
  delete (navigator as { share?: unknown }).share;
});

const renderShare = () =>
  renderWithProviders(
    <>
      <ShareButton title="Night Drive by DJ Test" path="/mixtape/night-drive" />
      <AlertBar />
    </>,
  );

it("on a phone, opens the share sheet with the page's title and full address", async () => {
  mockWindowWidth(375);
  renderShare();
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(share).toHaveBeenCalledWith({ title: 'Night Drive by DJ Test', url: 'http://localhost/mixtape/night-drive' }));
  expect(writeText).not.toHaveBeenCalled();
});

it('on a phone, closing the share sheet copies nothing', async () => {
  mockWindowWidth(375);
  share.mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
  renderShare();
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(share).toHaveBeenCalled());
  expect(writeText).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('on a wide screen, copies the link and says so', async () => {
  mockWindowWidth(1280);
  renderShare();
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('http://localhost/mixtape/night-drive'));
  expect(share).not.toHaveBeenCalled();
  expect(await screen.findByRole('alert')).toHaveTextContent(LINK_COPIED);
});

it('shows the link to copy by hand when the clipboard is refused', async () => {
  delete (navigator as { share?: unknown }).share;
  writeText.mockRejectedValue(new Error('denied'));
  renderShare();
  await userEvent.click(screen.getByRole('button', { name: 'Share' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Copy this link: http://localhost/mixtape/night-drive');
});
