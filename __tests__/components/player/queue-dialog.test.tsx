import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '../../helpers/msw';
import { AlertBar } from '@/components/layout/alert-bar';
import { QueueDialog } from '@/components/player/queue-dialog';
import { useAppStore } from '@/store';
import type { QueueSnapshot } from '@/store/queue-slice';
import { theme } from '@/theme/theme';
import { makeTrack } from '../../helpers/fixtures';
import { mockWindowWidth, resetPlayerEachTest, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

const push = jest.fn();
jest.mock('next/router', () => ({ __esModule: true, default: { push: (href: string) => push(href) } }));

const server = mockServer();
resetPlayerEachTest();

const tracks = [1, 2, 3, 4].map((id) => makeTrack(id));
const open = (queue: typeof tracks = tracks, index = 0) =>
  act(() => {
    if (queue.length) state().playTracks(queue, index);
    state().setQueueOpen(true);
  });
const dialog = () => screen.getByRole('dialog', { name: 'Queue' });
const titles = () => within(dialog()).getAllByTestId('queue-row-title').map((el) => el.textContent);
const renderQueue = () => renderWithProviders(
  <>
    <QueueDialog />
    <AlertBar />
  </>,
);

it("shows the empty state, and 'Play LMT Radio' fills the queue from the radio", async () => {
  server.use(http.get('http://localhost/api/v3/radio', () => HttpResponse.json({ session: 'radio-1', cycle: 0, data: tracks })));
  const user = userEvent.setup();
  renderQueue();
  open([]);
  expect(within(dialog()).getByText('Nothing to Play')).toBeInTheDocument();
  expect(within(dialog()).getByText('Your playing queue is empty')).toBeInTheDocument();
  expect(within(dialog()).getByRole('button', { name: 'Search Music' })).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Play LMT Radio' }));
  await waitFor(() => expect(titles()).toEqual(['Track 1', 'Track 2', 'Track 3', 'Track 4']));
  expect(state()).toMatchObject({ isRadioPlay: true, isPlaying: true });
});

it("'Search Music' closes the queue and opens the search page", async () => {
  const user = userEvent.setup();
  renderQueue();
  open([]);
  await user.click(within(dialog()).getByRole('button', { name: 'Search Music' }));
  expect(push).toHaveBeenCalledWith('/search');
  expect(state().isQueueOpen).toBe(false);
});

it('is full screen at 900 px or less, and wider as wide as a tracklist, with a bold title', () => {
  mockWindowWidth(900);
  const { unmount } = renderQueue();
  open();
  expect(dialog()).toHaveClass('MuiDialog-paperFullScreen');
  unmount();
  mockWindowWidth(1280);
  renderQueue();
  expect(dialog()).not.toHaveClass('MuiDialog-paperFullScreen');
  expect(getComputedStyle(dialog()).maxWidth).toBe('928px');
  expect(getComputedStyle(within(dialog()).getByRole('heading', { name: 'Queue' })).fontWeight).toBe('700');
});

it('edit mode: Edit Queue / Finish Editing, select all and deselect all, the toolbar', async () => {
  const user = userEvent.setup();
  renderQueue();
  open();
  expect(within(dialog()).queryByRole('checkbox')).not.toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Edit Queue' }));
  expect(within(dialog()).getByRole('button', { name: 'Finish Editing' })).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Select All' }));
  expect(within(dialog()).getAllByRole('checkbox').every((box) => (box as HTMLInputElement).checked)).toBe(true);
  await user.click(within(dialog()).getByRole('button', { name: 'Deselect All' }));
  expect(within(dialog()).getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(false);

  const toolbar = within(dialog()).getByRole('navigation', { name: 'Selected tracks' });
  for (const name of ['Download', 'Add/Remove Favorites', 'Add to Playlist']) expect(within(toolbar).getByRole('button', { name })).toBeDisabled();
  expect(within(toolbar).getByRole('button', { name: 'Add to Queue' })).toBeDisabled();
  await user.click(within(dialog()).getByRole('checkbox', { name: 'Select Track 1' }));
  // The selected tracks are queued already: nothing is added twice, and the alert says so.
  await user.click(within(toolbar).getByRole('button', { name: 'Add to Queue' }));
  expect(titles()).toEqual(['Track 1', 'Track 2', 'Track 3', 'Track 4']);
  expect(await screen.findByRole('alert')).toHaveTextContent('Already in the queue');

  await user.click(within(dialog()).getByRole('button', { name: 'Finish Editing' }));
  expect(within(dialog()).queryByRole('checkbox')).not.toBeInTheDocument();
});

it('moves a track with the row menu, never past the ends', async () => {
  const user = userEvent.setup();
  renderQueue();
  open();
  await user.click(within(dialog()).getByRole('button', { name: 'More actions for Track 1' }));
  expect(screen.getByRole('menuitem', { name: 'Move Up' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('menuitem', { name: 'Move Down' }));
  await waitFor(() => expect(titles()).toEqual(['Track 2', 'Track 1', 'Track 3', 'Track 4']));
  await user.click(within(dialog()).getByRole('button', { name: 'More actions for Track 4' }));
  expect(screen.getByRole('menuitem', { name: 'Move Down' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('menuitem', { name: 'Move Up' }));
  await waitFor(() => expect(titles()).toEqual(['Track 2', 'Track 1', 'Track 4', 'Track 3']));
  expect(state().queueChanged).toBe(true);
});

it('reorders by dragging with the keyboard (the same sortable the mouse and touch drive)', async () => {
  const user = userEvent.setup();
  renderQueue();
  open();
  await user.click(within(dialog()).getByRole('button', { name: 'Edit Queue' }));
  const rows = within(dialog()).getAllByTestId('queue-row');
  // jsdom has no layout: give each row a box so the sortable can tell where "down" is.
  rows.forEach((row, i) => {
    row.getBoundingClientRect = () => ({ x: 0, y: i * 50, top: i * 50, bottom: i * 50 + 50, left: 0, right: 400, width: 400, height: 50, toJSON: () => ({}) });
  });
  act(() => within(dialog()).getByRole('button', { name: 'Drag Track 1' }).focus());
  await user.keyboard(' ');
  await user.keyboard('{ArrowDown}');
  await user.keyboard(' ');
  await waitFor(() => expect(titles()).toEqual(['Track 2', 'Track 1', 'Track 3', 'Track 4']));
});

it('removes the selected tracks (clearing the active one) and Undo puts them back, with a spinner while it runs', async () => {
  const user = userEvent.setup();
  renderQueue();
  open(tracks, 1);
  await user.click(within(dialog()).getByRole('button', { name: 'Edit Queue' }));
  await user.click(within(dialog()).getByRole('checkbox', { name: 'Select Track 2' }));
  await user.click(within(dialog()).getByRole('checkbox', { name: 'Select Track 3' }));
  await user.click(within(dialog()).getByRole('button', { name: 'Remove Selected' }));
  expect(titles()).toEqual(['Track 1', 'Track 4']);
  expect(state()).toMatchObject({ activeTrack: null, isPlaying: false });

  // Slow the undo down so the spinner can be seen.
  const restore = state().restoreQueue;
  let finish: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (finish = resolve));
  act(() => useAppStore.setState({ restoreQueue: (snapshot: QueueSnapshot) => gate.then(() => restore(snapshot)) }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Removed 2 tracks from the queue');
  await user.click(within(alert).getByRole('button', { name: 'Undo' }));
  expect(within(alert).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  expect(within(alert).getByRole('progressbar', { name: 'Working' })).toBeInTheDocument();
  await act(async () => finish());
  await waitFor(() => expect(titles()).toEqual(['Track 1', 'Track 2', 'Track 3', 'Track 4']));
  expect(state()).toMatchObject({ activeTrack: tracks[1], isPlaying: false });
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});

it("the row menu's Remove is undoable too", async () => {
  const user = userEvent.setup();
  renderQueue();
  open();
  await user.click(within(dialog()).getByRole('button', { name: 'More actions for Track 3' }));
  await user.click(screen.getByRole('menuitem', { name: 'Remove' }));
  await waitFor(() => expect(titles()).toEqual(['Track 1', 'Track 2', 'Track 4']));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Removed "Track 3" from the queue');
  await user.click(within(alert).getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(titles()).toEqual(['Track 1', 'Track 2', 'Track 3', 'Track 4']));
});

/** A modal root's z-index: jsdom leaves MUI's var(--mui-zIndex-…) as written, so it is looked up on :root. */
function zIndexOf(element: Element): number {
  const value = getComputedStyle(element).zIndex;
  const variable = /^var\((--[\w-]+)\)$/.exec(value)?.[1];
  return Number(variable ? getComputedStyle(document.documentElement).getPropertyValue(variable) : value);
}

it.each([375, 600, 700, 899])('at %i px the row menu opens as a bottom sheet stacked above the queue dialog', async (width) => {
  const user = userEvent.setup();
  mockWindowWidth(width);
  renderQueue();
  open();
  const queue = dialog();
  await user.click(within(queue).getByRole('button', { name: 'More actions for Track 2' }));
  // The sheet is modal: the queue dialog under it is hidden from the accessibility tree.
  const sheet = screen.getByRole('dialog', { name: 'Track 2' });
  expect(within(sheet).getAllByRole('menuitem').length).toBeGreaterThan(0);
  const queueRoot = queue.closest('.MuiModal-root')!;
  const sheetRoot = sheet.closest('.MuiModal-root')!;
  expect(sheetRoot).toHaveClass('MuiDrawer-root');
  // Above it: a higher z-index, or the same one and later in the document (a modal opened from inside it).
  const zQueue = zIndexOf(queueRoot);
  const zSheet = zIndexOf(sheetRoot);
  expect(zQueue).toBeGreaterThan(0);
  expect(zSheet).toBeGreaterThanOrEqual(zQueue);
  if (zSheet === zQueue) expect(queueRoot.compareDocumentPosition(sheetRoot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  // The alert bar (its Undo) still shows above both.
  expect(zIndexOf(sheetRoot)).toBeLessThan(theme.zIndex.snackbar);
});

it('under 800 px a click on a row plays it, and on the playing track pauses it; wider, the play button does', async () => {
  const user = userEvent.setup();
  mockWindowWidth(375);
  const { unmount } = renderQueue();
  open();
  await user.click(within(dialog()).getByRole('button', { name: /^Play Track 3\b/ }));
  expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: true });
  await user.click(within(dialog()).getByRole('button', { name: /^Pause Track 3\b/ }));
  expect(state()).toMatchObject({ activeTrack: tracks[2], isPlaying: false });
  unmount();

  mockWindowWidth(1280);
  renderQueue();
  await user.click(within(dialog()).getByText('Track 4'));
  expect(state().activeTrack?.id).toBe(3);
  await user.click(within(dialog()).getByRole('button', { name: 'Play Track 4' }));
  expect(state()).toMatchObject({ activeTrack: tracks[3], isPlaying: true });
});
