import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppLayout } from '@/components/layout/app-layout';
import { SHORTCUTS_LINK } from '@/components/common/menu-links';
import { SHORTCUTS_TITLE } from '@/components/layout/shortcuts-dialog';
import { handlePlayerKey, SEEK_STEP_SECONDS, VOLUME_STEP } from '@/hooks/player/use-player-keyboard';
import { resetStore, state } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

beforeEach(resetStore);

/** The row of the list naming what `keys` do. */
function described(dialog: HTMLElement, keys: string[]): string {
  const row = within(dialog)
    .getAllByRole('term')
    .find((term) => term.textContent === keys.join(''));
  if (!row) throw new Error(`no row for ${keys.join(' ')}`);
  return row.nextElementSibling?.textContent ?? '';
}

it("opens 'Keyboard shortcuts' on ?, listing the player's real keys", async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppLayout>page</AppLayout>);
  await user.keyboard('?');
  const dialog = await screen.findByRole('dialog', { name: SHORTCUTS_TITLE });
  expect(described(dialog, ['Space'])).toBe('Play or pause');
  expect(described(dialog, ['←', '→'])).toBe(`Back or forward ${SEEK_STEP_SECONDS} seconds`);
  expect(described(dialog, ['↑', '↓'])).toMatch(`Volume up or down by ${VOLUME_STEP}`);
  expect(described(dialog, ['Shift+N'])).toBe('Next track, or next chapter inside a mix');
  expect(described(dialog, ['Shift+P'])).toBe('Previous track or chapter (after 3 seconds: back to its start)');
  expect(described(dialog, ['?'])).toBe('Show this list');
  // The keys listed are the ones the player answers to.
  for (const [key, shiftKey] of [[' '], ['ArrowLeft'], ['ArrowRight'], ['ArrowUp'], ['ArrowDown'], ['N', true], ['P', true]] as const) {
    const event = new KeyboardEvent('keydown', { key, shiftKey, cancelable: true });
    handlePlayerKey(event);
    expect(event.defaultPrevented).toBe(true);
  }
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(state().shortcutsOpen).toBe(false);
});

it('leaves ? alone in a text field', async () => {
  const user = userEvent.setup();
  renderWithProviders(
    <AppLayout>
      <input aria-label="Note" />
    </AppLayout>,
  );
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'why?');
  expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('why?');
  expect(state().shortcutsOpen).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens from the footer too', async () => {
  const user = userEvent.setup();
  renderWithProviders(<AppLayout>page</AppLayout>);
  await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: SHORTCUTS_LINK }));
  expect(await screen.findByRole('dialog', { name: SHORTCUTS_TITLE })).toBeInTheDocument();
  act(() => state().setShortcutsOpen(false));
});
