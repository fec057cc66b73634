/** Billing operations as the API takes and sends them (issue 39, point 8; decision 079; docs/product.md, Billing operations). */
import { z } from 'zod';
import { BILLING_MESSAGES as M, BILLING_REASON_MAX, MAX_BILLING_CENTS, PAYMENTS_CSV_MAX_DAYS, daysInRange, isCalendarDate } from '../billing';
import { noteText } from './text';

const ZCents = z.number({ error: M.amount }).int({ error: M.amount }).min(1, { error: M.amount }).max(MAX_BILLING_CENTS, { error: M.amount });
const ZReason = noteText(BILLING_REASON_MAX, M.reasonTooLong, M.reasonRequired);

export const ZRefundRequest = z.object({ amountCents: ZCents, reason: ZReason });
export type TRefundRequest = z.input<typeof ZRefundRequest>;
export const ZRefundParams = z.object({ paymentId: z.string().min(1).max(100) });

export const ZRefund = z.object({
  id: z.string(),
  paymentId: z.string(),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  createdAt: z.string(),
});
export type TRefund = z.infer<typeof ZRefund>;
export const ZRefundResponse = z.object({ refund: ZRefund, payment: z.object({ amountCents: z.number().int(), refundedCents: z.number().int() }) });
export type TRefundResponse = z.infer<typeof ZRefundResponse>;

export const ZCreditRequest = z.object({ amountCents: ZCents, reason: ZReason });
export type TCreditRequest = z.input<typeof ZCreditRequest>;
export const ZCreditParams = z.object({ familyId: z.string().min(1).max(100) });
/** `isNew` false: the same credit (family, amount, reason) was already given today, and this is it. */
export const ZCreditResponse = z.object({ id: z.string(), amountCents: z.number().int(), availableCents: z.number().int(), isNew: z.boolean() });
export type TCreditResponse = z.infer<typeof ZCreditResponse>;

/** The admin's Payments list, newest first. */
export const ZAdminPaymentsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});
export type TAdminPaymentsQuery = z.infer<typeof ZAdminPaymentsQuery>;
export const ZAdminPayment = z.object({
  id: z.string(),
  familyId: z.string(),
  familyName: z.string(),
  description: z.string(),
  paymentType: z.string(),
  status: z.string(),
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  provider: z.string(),
  createdAt: z.string(),
});
export type TAdminPayment = z.infer<typeof ZAdminPayment>;
export const ZAdminPaymentsPage = z.object({ payments: z.array(ZAdminPayment), nextCursor: z.string().nullable() });
export type TAdminPaymentsPage = z.infer<typeof ZAdminPaymentsPage>;

const ZDay = z.string({ error: M.dateFormat }).refine(isCalendarDate, { error: M.dateFormat });
/** The accountant's CSV: academy dates, both included, at most PAYMENTS_CSV_MAX_DAYS. */
export const ZPaymentsCsvQuery = z
  .object({ from: ZDay, to: ZDay })
  .refine((q) => q.from <= q.to, { error: M.dateOrder, path: ['to'] })
  .refine((q) => daysInRange(q.from, q.to) <= PAYMENTS_CSV_MAX_DAYS, { error: M.rangeTooLong, path: ['to'] });
export type TPaymentsCsvQuery = z.infer<typeof ZPaymentsCsvQuery>;

/** A family's credit as they see it on their billing page. */
export const ZFamilyCredit = z.object({
  availableCents: z.number().int(),
  entries: z.array(z.object({ id: z.string(), amountCents: z.number().int(), reason: z.string(), createdAt: z.string() })),
});
export type TFamilyCredit = z.infer<typeof ZFamilyCredit>;
