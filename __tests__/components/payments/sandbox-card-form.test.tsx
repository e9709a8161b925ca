import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SandboxCardForm } from '@/components/payments/sandbox-card-form';
import { TEST_CARDS_SUMMARY } from '@/components/payments/sandbox-test-cards';
import { renderWithProviders } from '../../helpers/render';

it("lists Stripe's test cards under the form's note, folded until asked for", async () => {
  renderWithProviders(<SandboxCardForm submitLabel="Pay $4.99" busy={false} failure={null} attempt={0} onSubmit={() => {}} />);
  const list = screen.getByRole('list', { hidden: true });
  expect(list).not.toBeVisible();

  await userEvent.click(screen.getByText(TEST_CARDS_SUMMARY));
  expect(list).toBeVisible();
  const items = within(list).getAllByRole('listitem').map((item) => item.textContent);
  expect(items).toContain('4000 0027 6000 3184 3-D Secure every time; renewals fail');
  expect(items).toContain('3782 822463 10005 American Express (4-digit CVC)');
  expect(items).toContain('4000 0000 0000 9995 Declined: insufficient funds');
});
