/**
 * One of the academy's own products: its picture, text, price and status; while it is Available, a
 * size picker (sold-out sizes cannot be chosen) and Order, which reserves the size on the server
 * and opens the checkout. The price shown is the server's; the order sends only product and size.
 */
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { AppError } from '#shared/errors';
import type { TStoreProduct } from '#shared/validation/store';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { formatCents } from '#client/lib/format';
import { useCreateOrder } from '../api/create-order';
import { navigateTo } from './navigate-to';
import { ProductImage } from './product-image';
import { ProductStatusBadge } from './status-badge';

const FEW_LEFT = 3;

function SizePicker({
  product,
  size,
  onChange,
}: {
  product: TStoreProduct;
  size: string | null;
  onChange: (size: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold">Size</legend>
      <div className="flex flex-wrap gap-2">
        {product.sizes.map((option) => {
          const isSoldOut = option.stock <= 0;
          return (
            <label
              key={option.size}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                isSoldOut && 'cursor-not-allowed border-dashed text-muted-foreground line-through',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.size}
                checked={size === option.size}
                disabled={isSoldOut}
                onChange={() => onChange(option.size)}
                className="sr-only"
              />
              {option.size}
              {isSoldOut ? <span className="sr-only">(sold out)</span> : null}
            </label>
          );
        })}
      </div>
      {(() => {
        const chosen = product.sizes.find((s) => s.size === size);
        return chosen && chosen.stock <= FEW_LEFT ? (
          <p className="text-sm font-medium text-warning">
            Only {chosen.stock} left in {chosen.size}.
          </p>
        ) : null;
      })()}
    </fieldset>
  );
}

export function ProductCard({ product }: { product: TStoreProduct }) {
  const navigate = useNavigate();
  const order = useCreateOrder();
  const [size, setSize] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();

  async function submit() {
    if (!size) {
      setProblem('Choose a size first.');
      return;
    }
    setProblem(null);
    try {
      navigateTo((await order.mutateAsync({ productId: product.id, size })).url, navigate);
    } catch (error) {
      setProblem(
        error instanceof AppError ? error.message : 'Something went wrong. Please try again.',
      );
      if (error instanceof AppError && error.status === 409) setSize(null);
    }
  }

  return (
    <Card
      role="article"
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden md:flex-row"
    >
      <div className="relative flex items-center justify-center bg-secondary p-4 md:w-2/5">
        <ProductImage image={product.image} className="mx-auto h-40 w-40 md:h-56 md:w-56" />
        <ProductStatusBadge status={product.displayedStatus} className="absolute top-3 right-3" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div>
          <h3 id={headingId} className="text-lg font-bold">
            {product.name}
          </h3>
          <p className="text-xl font-extrabold tabular-nums">
            {formatCents(product.priceCents, { showZeroCents: true })}
          </p>
        </div>
        <p className="text-sm text-muted-foreground">{product.description}</p>
        {product.isOrderable ? (
          <form
            aria-label={`Order ${product.name}`}
            className="mt-auto flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <SizePicker
              product={product}
              size={size}
              onChange={(next) => {
                setSize(next);
                setProblem(null);
              }}
            />
            {problem ? (
              <Alert tone="error" title="Order not started">
                {problem}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" disabled={order.isPending || order.isSuccess}>
              <Lock aria-hidden="true" />
              {order.isPending || order.isSuccess
                ? 'Opening checkout...'
                : `Order for ${formatCents(product.priceCents, { showZeroCents: true })}`}
            </Button>
          </form>
        ) : (
          <div className="mt-auto flex flex-col gap-2">
            <p className="text-sm">
              Sizes:{' '}
              <span className="font-semibold">{product.sizes.map((s) => s.size).join(', ')}</span>
            </p>
            <Button size="lg" disabled>
              {product.displayedStatus === 'sold_out' ? 'Sold Out' : 'Coming Soon'}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
