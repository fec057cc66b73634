/** Messages from the academy's staff to a family, as the family reads them (docs/product.md, Messages from the academy). */
import { z } from 'zod';

export const ZFamilyMessage = z.object({
  id: z.string(),
  subject: z.string(),
  body: z.string(),
  senderName: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type TFamilyMessage = z.infer<typeof ZFamilyMessage>;

export const ZFamilyMessagesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** The last id of the previous page (ids are time-ordered). */
  cursor: z.string().max(64).optional(),
});
export type TFamilyMessagesQuery = z.infer<typeof ZFamilyMessagesQuery>;

export const ZFamilyMessagesPage = z.object({
  messages: z.array(ZFamilyMessage),
  unreadCount: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type TFamilyMessagesPage = z.infer<typeof ZFamilyMessagesPage>;

export const ZMessageParams = z.object({ id: z.string().min(1).max(64) });
