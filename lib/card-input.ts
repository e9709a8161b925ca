// What a person types into the sandbox's card form (components/payments/sandbox-card-form.tsx), read as the
// card networks write it: the brand from the first digits, the number in its groups, the expiry as MM/YY. The
// number is only checked and sent, never kept (see docs/product.md, Buying).

export interface CardBrand {
  name: string;
  /** Digits of a whole number (the first is the shortest). */
  lengths: readonly number[];
  /** Sizes of the groups the number is written in. */
  groups: readonly number[];
  cvcLength: number;
}

const FOURS = [4, 4, 4, 4, 3];

/** Brands by their leading digits (IIN ranges), most specific first. */
const BRANDS: readonly (CardBrand & { starts: RegExp })[] = [
  { name: 'American Express', starts: /^3[47]/, lengths: [15], groups: [4, 6, 5], cvcLength: 4 },
  { name: 'Diners Club', starts: /^3(0[0-5]|[689])/, lengths: [14, 16], groups: [4, 6, 4], cvcLength: 3 },
  { name: 'JCB', starts: /^35/, lengths: [16, 17, 18, 19], groups: FOURS, cvcLength: 3 },
  { name: 'Discover', starts: /^6(011|4[4-9]|5)/, lengths: [16, 19], groups: FOURS, cvcLength: 3 },
  { name: 'UnionPay', starts: /^62/, lengths: [16, 17, 18, 19], groups: FOURS, cvcLength: 3 },
  { name: 'Mastercard', starts: /^(5[1-5]|2(2[2-9]|[3-6]|7[01]|720))/, lengths: [16], groups: FOURS, cvcLength: 3 },
  { name: 'Visa', starts: /^4/, lengths: [16, 13, 19], groups: FOURS, cvcLength: 3 },
];

const UNKNOWN: CardBrand = { name: '', lengths: [16, 12, 13, 14, 15, 17, 18, 19], groups: FOURS, cvcLength: 3 };

export const digitsOf = (value: string) => value.replace(/\D/g, '');

/** The brand the number's first digits name, or an unnamed one (any length from 12 to 19 digits). */
export function cardBrand(number: string): CardBrand {
  const digits = digitsOf(number);
  return BRANDS.find((brand) => brand.starts.test(digits)) ?? UNKNOWN;
}

/** The number as printed on the card: `4242 4242 4242 4242`, `3782 822463 10005`; extra digits are dropped. */
export function formatCardNumber(value: string): string {
  const brand = cardBrand(value);
  const digits = digitsOf(value).slice(0, Math.max(...brand.lengths));
  const parts: string[] = [];
  let at = 0;
  for (const size of brand.groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) parts.push(digits.slice(at));
  return parts.join(' ');
}

/** `MM/YY` as it is typed: the slash comes by itself, and a first digit above 1 is a month of its own (`4` -> `04/`). */
export function formatExpiry(value: string, previous = ''): string {
  let digits = digitsOf(value).slice(0, 4);
  if (/^[2-9]$/.test(digits)) digits = `0${digits}`;
  // Deleting the slash deletes the digit before it, or the slash would come straight back.
  if (previous.endsWith('/') && value === previous.slice(0, -1)) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries in its last digit. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** An `MM/YY` expiry as numbers (the year in full), once both parts are there. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  return match ? { month: Number(match[1]), year: 2000 + Number(match[2]) } : null;
}
