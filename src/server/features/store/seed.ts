/**
 * Seeds the store's products from content/store/products.yaml at every start. The text and image
 * are content and follow the file; the status, the price and each size's stock belong to staff
 * once the row exists (the STAFF_OWNED_COLUMNS idea of db/seed/content.ts), so a restart never
 * puts a sold-out kit back on sale or undoes a price change.
 */
import type { Db } from '#server/db/database';
import { inTransaction } from '#server/db/transaction';
import { loadStoreCatalogue } from './catalogue';

export async function seedStore(db: Db): Promise<void> {
  const { products } = loadStoreCatalogue();
  await inTransaction(db, async (trx) => {
    for (const [index, product] of products.entries()) {
      const content = {
        name: product.name,
        description: product.description,
        image: product.image,
        sort_order: index,
      };
      await trx
        .insertInto('store_products')
        .values({
          id: product.id,
          ...content,
          price_cents: product.priceCents,
          status: product.status,
        })
        .onConflict((oc) => oc.column('id').doUpdateSet(content))
        .execute();
      for (const [order, size] of product.sizes.entries()) {
        await trx
          .insertInto('store_product_sizes')
          .values({ product_id: product.id, size: size.size, stock: size.stock, sort_order: order })
          .onConflict((oc) => oc.columns(['product_id', 'size']).doUpdateSet({ sort_order: order }))
          .execute();
      }
    }
  });
}
