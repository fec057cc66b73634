/**
 * A link in an assistant's reply: one of the app's own pages (src/shared/page-paths.ts), which the
 * chat shows as a real link (docs/product.md, Academy assistant: links).
 */
import { z } from 'zod';
import { isPagePath } from '../page-paths';

export const ZAssistantLink = z.object({
  label: z.string().min(1).max(60),
  /** A path of the app, with an optional query: never another site. */
  path: z.string().max(200).refine((path) => path.startsWith('/') && !path.startsWith('//') && isPagePath(path.split('?')[0]!), { error: 'Not a page of the app.' }),
});
export type TAssistantLink = z.infer<typeof ZAssistantLink>;
