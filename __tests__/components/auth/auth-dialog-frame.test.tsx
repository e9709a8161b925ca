import { screen } from '@testing-library/react';
import { AuthDialogFrame } from '@/components/auth/auth-dialog-frame';
import { renderWithProviders } from '../../helpers/render';

/** jsdom has no matchMedia: answer media queries as a window `width` px wide would. */
function setWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    const min = Number(/min-width:\s*([\d.]+)px/.exec(query)?.[1] ?? 0);
    return {
      matches: width <= max && width >= min,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

it.each([
  [375, true],
  [600, true],
  [899, true],
  [900, false],
  [1280, false],
])('at %i px wide is full screen: %s', (width, fullScreen) => {
  setWidth(width);
  renderWithProviders(
    <AuthDialogFrame open onClose={() => undefined} title="Log In">
      content
    </AuthDialogFrame>,
  );
  const paper = screen.getByRole('dialog', { name: 'Log In' });
  expect(paper.className.includes('MuiDialog-paperFullScreen')).toBe(fullScreen);
});
