/**
 * Shop by category: Apparel and Accessories go to a partner (external, sponsored links); Equipment
 * and Gift Cards are not sold yet, so they open a note saying what is coming instead of doing nothing.
 */
import { ChevronRight, ExternalLink } from 'lucide-react';
import type { TStoreCategory } from '#shared/validation/store';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { ProductImage } from './product-image';

const TILE =
  'flex min-h-20 w-full items-center gap-3 rounded-lg border bg-card p-3 text-left shadow-sm transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring';

function TileBody({ category, tag }: { category: TStoreCategory; tag: string }) {
  return (
    <>
      <span className="size-14 shrink-0 rounded-md bg-secondary p-1">
        <ProductImage image={category.image} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-bold">{category.name}</span>
        <span className="text-xs text-muted-foreground">{category.description}</span>
        <span className="mt-1 text-xs font-semibold text-primary">{tag}</span>
      </span>
    </>
  );
}

export function CategoryTiles({ categories }: { categories: TStoreCategory[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {categories.map((category) => (
        <li key={category.id}>
          {category.url ? (
            <a href={category.url} target="_blank" rel="sponsored noopener" className={TILE}>
              <TileBody category={category} tag="External: partner store" />
              <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <Dialog>
              <DialogTrigger asChild>
                <button type="button" className={TILE}>
                  <TileBody category={category} tag="Coming soon" />
                  <ChevronRight
                    className="size-4 shrink-0 text-muted-foreground"
                    aria-hidden="true"
                  />
                </button>
              </DialogTrigger>
              <DialogContent title={`${category.name}: coming soon`}>
                <p className="text-sm">{category.coming}</p>
                <div className="mt-4 flex justify-end">
                  <Button asChild variant="outline">
                    <a href="#featured-products">See what is in the store now</a>
                  </Button>
                </div>
              </DialogContent>
            </Dialog>
          )}
        </li>
      ))}
    </ul>
  );
}
