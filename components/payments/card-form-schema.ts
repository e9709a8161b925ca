import { z } from 'zod';
import { cardBrand, digitsOf, luhnValid, parseExpiry } from '@/lib/card-input';

// The sandbox card form's checks, in the browser, before anything is sent: each says what to fix under its field.

export const CARD_MESSAGES = {
  numberRequired: 'Enter your card number.',
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is not valid: check the digits.',
  expiryRequired: 'Enter the expiry date as MM/YY.',
  expiryIncomplete: 'Your expiry date is incomplete: enter it as MM/YY.',
  expiryMonth: 'The expiry month must be from 01 to 12.',
  expiryPast: 'This expiry date is in the past: check it, or use another card.',
  cvcRequired: 'Enter the security code (CVC).',
  cvcIncomplete: 'Your security code is incomplete.',
} as const;

export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
}

/** What the sandbox's confirm call takes (docs/api.md, Payments sandbox). */
export interface EnteredCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

function numberProblem(value: string): string | null {
  const digits = digitsOf(value);
  if (!digits) return CARD_MESSAGES.numberRequired;
  const { lengths } = cardBrand(digits);
  if (digits.length < Math.min(...lengths)) return CARD_MESSAGES.numberIncomplete;
  if (!lengths.includes(digits.length) || !luhnValid(digits)) return CARD_MESSAGES.numberInvalid;
  return null;
}

function expiryProblem(value: string, now: Date): string | null {
  if (!value.trim()) return CARD_MESSAGES.expiryRequired;
  const expiry = parseExpiry(value);
  if (!expiry) return CARD_MESSAGES.expiryIncomplete;
  if (expiry.month < 1 || expiry.month > 12) return CARD_MESSAGES.expiryMonth;
  // A card works to the end of its expiry month.
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (expiry.year * 12 + expiry.month - 1 < thisMonth) return CARD_MESSAGES.expiryPast;
  return null;
}

function cvcProblem(value: string, number: string): string | null {
  if (!value) return CARD_MESSAGES.cvcRequired;
  return value.length < cardBrand(number).cvcLength ? CARD_MESSAGES.cvcIncomplete : null;
}

/** The form's schema: every field checked, then the card as the sandbox's confirm takes it. */
export const cardFormSchema = z
  .object({ number: z.string(), expiry: z.string(), cvc: z.string() })
  .superRefine((values, ctx) => {
    const problems = { number: numberProblem(values.number), expiry: expiryProblem(values.expiry, new Date()), cvc: cvcProblem(values.cvc, values.number) };
    for (const [field, message] of Object.entries(problems)) if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform(({ number, expiry, cvc }): EnteredCard => {
    const { month, year } = parseExpiry(expiry)!;
    return { number: digitsOf(number), exp_month: month, exp_year: year, cvc };
  });
