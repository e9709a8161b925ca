import { screen } from '@testing-library/react';
import { AuthDialogFrame } from '@/components/common/auth-dialog-frame';
import { mockWindowWidth, resetWindowWidth } from '../../helpers/player';
import { renderWithProviders } from '../../helpers/render';

afterEach(resetWindowWidth);

it.each([
  [375, true],
  [600, true],
  [899, true],
  [900, false],
  [1280, false],
])('at %i px wide is full screen: %s', (width, fullScreen) => {
  mockWindowWidth(width);
  renderWithProviders(
    <AuthDialogFrame open onClose={() => undefined} title="Log In">
      content
    </AuthDialogFrame>,
  );
  const paper = screen.getByRole('dialog', { name: 'Log In' });
  expect(paper.className.includes('MuiDialog-paperFullScreen')).toBe(fullScreen);
});
