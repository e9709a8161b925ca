import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { EmbedDialog, EMBED_TITLE, embedSnippet } from '@/components/catalog/embed-dialog';
import { MixtapeHeader } from '@/components/catalog/mixtape-header';
import { useAppStore } from '@/store';
import { makeMixtapeDetail } from '../../helpers/fixtures';
import { mockServer } from '../../helpers/msw';
import { resetPlayerEachTest } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const server = mockServer();
resetPlayerEachTest();

it("the mixtape page's Embed opens the embed dialog with the <iframe> code of its embedded player", async () => {
  server.use(http.get('http://localhost/api/v3/mixtapes/7/queue', () => HttpResponse.json([])));
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <MixtapeHeader mixtape={{ ...makeMixtapeDetail(7, 2), explicit: true }} />
      <EmbedDialog />
    </>,
  );
  expect(screen.getByText('Explicit')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Embed' }));
  expect(useAppStore.getState().embedSlug).toBe('mixtape-7');
  expect(await screen.findByRole('dialog', { name: EMBED_TITLE })).toBeInTheDocument();
  const code = (screen.getByRole('textbox', { name: 'Embed code' }) as HTMLTextAreaElement).value;
  expect(code).toBe(embedSnippet('http://localhost', 'mixtape-7'));
  expect(code).toMatch(/^<iframe src="http:\/\/localhost\/embed\/mixtape-7" [^>]*><\/iframe>$/);

  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  await user.click(screen.getByRole('button', { name: 'Copy code' }));
  expect(writeText).toHaveBeenCalledWith(code);
  expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(useAppStore.getState().embedSlug).toBeNull();
});
