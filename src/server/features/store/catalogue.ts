/**
 * The store's content (content/store/*.yaml, content/README.md): the academy's products with their
 * starting price, status and stock, the partner products and the category tiles. Checked by zod at
 * load; every problem in every file is reported at once.
 */
import { z } from 'zod';
import {
  MAX_PRODUCT_PRICE_CENTS,
  MAX_SIZE_STOCK,
  PRODUCT_STATUSES,
  STORE_IMAGES,
} from '#shared/store';
import {
  CONTENT_DIR,
  ContentReader,
  ZContentId,
  ZContentText,
} from '#server/db/seed/content-files';

const ZSizeLabel = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9 ]{0,15}$/,
    'must be a short label of letters, digits and spaces, e.g. Youth M',
  );
const ZHttpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

const ZProductFile = z.strictObject({
  id: ZContentId,
  name: ZContentText,
  description: ZContentText,
  image: z.enum(STORE_IMAGES),
  priceCents: z.int().positive().max(MAX_PRODUCT_PRICE_CENTS),
  status: z.enum(PRODUCT_STATUSES),
  sizes: z
    .array(z.strictObject({ size: ZSizeLabel, stock: z.int().nonnegative().max(MAX_SIZE_STOCK) }))
    .min(1)
    .refine(
      (sizes) => new Set(sizes.map((s) => s.size)).size === sizes.length,
      'each size may appear once',
    ),
});

const ZPartnerFile = z.strictObject({
  id: ZContentId,
  name: ZContentText,
  description: ZContentText,
  partner: ZContentText,
  fromCents: z.int().positive(),
  url: ZHttpsUrl,
  image: z.enum(STORE_IMAGES),
});

const ZCategoryFile = z
  .strictObject({
    id: ZContentId,
    name: ZContentText,
    description: ZContentText,
    image: z.enum(STORE_IMAGES),
    url: ZHttpsUrl.optional(),
    coming: ZContentText.optional(),
  })
  .refine(
    (c) => (c.url === undefined) !== (c.coming === undefined),
    'give either url (a partner link) or coming (what is on its way)',
  );

export type ProductContent = z.output<typeof ZProductFile>;
export type StoreCatalogue = {
  products: ProductContent[];
  partners: z.output<typeof ZPartnerFile>[];
  categories: {
    id: string;
    name: string;
    description: string;
    image: (typeof STORE_IMAGES)[number];
    url: string | null;
    coming: string | null;
  }[];
};

/** Reads and validates content/store; throws a ContentError listing every problem. */
export function loadStoreCatalogue(root: string = CONTENT_DIR): StoreCatalogue {
  const reader = new ContentReader(root);
  const products = reader.read('store/products.yaml', z.array(ZProductFile)) ?? [];
  const partners = reader.read('store/partners.yaml', z.array(ZPartnerFile)) ?? [];
  const categories = reader.read('store/categories.yaml', z.array(ZCategoryFile)) ?? [];
  reader.checkUniqueIds(
    [
      ...products.map((p) => ({ id: p.id, path: 'store/products.yaml' })),
      ...partners.map((p) => ({ id: p.id, path: 'store/partners.yaml' })),
    ],
    'product',
  );
  reader.assertValid();
  return {
    products,
    partners,
    categories: categories.map((c) => ({ ...c, url: c.url ?? null, coming: c.coming ?? null })),
  };
}
