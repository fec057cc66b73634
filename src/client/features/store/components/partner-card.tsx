/** A partner's product: sold on the partner's site, so an external, sponsored link, marked as such. */
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import type { TPartnerProduct } from '#shared/validation/store';
import { buttonVariants } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { formatCents } from '#client/lib/format';
import { ProductImage } from './product-image';

export function ExternalMark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-semibold text-foreground',
        className,
      )}
    >
      <ExternalLink className="size-3" aria-hidden="true" />
      External
    </span>
  );
}

export function PartnerCard({ product }: { product: TPartnerProduct }) {
  const headingId = useId();
  return (
    <Card role="article" aria-labelledby={headingId} className="flex flex-col overflow-hidden">
      <div className="relative bg-muted p-4">
        <ProductImage image={product.image} className="mx-auto h-32 w-32" />
        <ExternalMark className="absolute top-3 right-3 bg-card" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-lg font-bold">
          {product.name}
        </h3>
        <p className="text-sm font-semibold text-muted-foreground">
          From{' '}
          <span className="text-foreground tabular-nums">{formatCents(product.fromCents)}</span> at{' '}
          {product.partner}
        </p>
        <p className="text-sm text-muted-foreground">{product.description}</p>
        <a
          href={product.url}
          target="_blank"
          rel="sponsored noopener"
          className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'mt-auto')}
        >
          Shop at {product.partner}
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(partner site, opens in a new tab)</span>
        </a>
      </div>
    </Card>
  );
}
