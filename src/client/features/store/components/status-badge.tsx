import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PRODUCT_STATUS_LABELS,
  type ProductStatus,
} from '#shared/store';
import { cn } from '#client/lib/cn';

const PRODUCT_TONES: Record<ProductStatus, string> = {
  coming_soon: 'border-accent bg-accent text-accent-foreground',
  available: 'border-success bg-success text-white',
  sold_out: 'border-border bg-muted text-foreground',
};

export function ProductStatusBadge({
  status,
  className,
}: {
  status: ProductStatus;
  className?: string;
}) {
  return (
    <span
      className={cn(
        'rounded-full border px-2.5 py-0.5 text-xs font-bold',
        PRODUCT_TONES[status],
        className,
      )}
    >
      {PRODUCT_STATUS_LABELS[status]}
    </span>
  );
}

const ORDER_TONES: Record<OrderStatus, string> = {
  pending: 'border-accent bg-accent text-accent-foreground',
  paid: 'border-success bg-success text-white',
  fulfilled: 'border-primary bg-primary text-primary-foreground',
  declined: 'border-destructive/50 bg-destructive/10 text-destructive',
  expired: 'border-border bg-muted text-foreground',
  failed: 'border-border bg-muted text-foreground',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={cn(
        'rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        ORDER_TONES[status],
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
