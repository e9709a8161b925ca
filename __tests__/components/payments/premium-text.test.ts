import { cardName } from '@/components/payments/premium-text';

it.each([
  ['visa', '4242', 'Visa •••• 4242'],
  ['amex', '0005', 'American Express •••• 0005'],
  ['unionpay', '0005', 'UnionPay •••• 0005'],
  ['jcb', '0505', 'JCB •••• 0505'],
  ['diners', '0004', 'Diners Club •••• 0004'],
  ['cartes_bancaires', '1234', 'Cartes_bancaires •••• 1234'],
])('names a %s card as its holder writes it', (brand, last4, name) => {
  expect(cardName({ brand, last4, exp_month: 1, exp_year: 2030 })).toBe(name);
});
