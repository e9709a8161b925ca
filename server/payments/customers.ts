import { eq } from 'drizzle-orm';
import { type Card } from '../adapters/payments';
import { paymentProvider } from '../adapters/payment-provider';
import { getDb } from '../db/client';
import { paymentCustomers, users } from '../db/schema';

export type CustomerRow = typeof paymentCustomers.$inferSelect;

export async function findCustomer(userId: number): Promise<CustomerRow | undefined> {
  const [row] = await (await getDb()).select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return row;
}

/** The member's customer at the provider, made once: the idempotency key and the primary key both hold it to one. */
export async function ensureCustomer(userId: number): Promise<CustomerRow> {
  const known = await findCustomer(userId);
  if (known) return known;
  const db = await getDb();
  const [user] = await db.select({ email: users.email, name: users.fullname }).from(users).where(eq(users.id, userId));
  const customerId = await (await paymentProvider()).createCustomer({ email: user.email, name: user.name, userId }, `customer:${userId}`);
  await db.insert(paymentCustomers).values({ userId, customerId }).onConflictDoNothing();
  return (await findCustomer(userId))!;
}

/** The card on file: the provider's payment method id and the four facts the site shows, nothing more. */
export async function saveCard(userId: number, card: Card): Promise<void> {
  await (await getDb())
    .update(paymentCustomers)
    .set({ paymentMethodId: card.id, cardBrand: card.brand, cardLast4: card.last4, cardExpMonth: card.exp_month, cardExpYear: card.exp_year })
    .where(eq(paymentCustomers.userId, userId));
}
