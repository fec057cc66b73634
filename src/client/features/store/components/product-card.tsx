/**
 * One of the academy's own products: its picture, text, price and status; while it is Available, a
 * size picker (sold-out sizes cannot be chosen), the athlete it is for and a quantity, and Order,
 * which holds them on the server and opens the checkout. The price is always the server's.
 */
import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { MAX_ORDER_QUANTITY, STORE_MESSAGES } from '#shared/store';
import type { TAthlete } from '#shared/validation/athletes';
import { athleteFirstName } from '#shared/validation/membership';
import type { TStoreProduct } from '#shared/validation/store';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Label, Select } from '#client/components/ui/input';
import { useAthletes } from '#client/features/athletes';
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

/** Who the order is for (each order names one of the family's athletes) and how many. */
function AthleteAndQuantity({
  athletes,
  athleteId,
  onAthlete,
  quantity,
  maxQuantity,
  onQuantity,
}: {
  athletes: TAthlete[];
  athleteId: string;
  onAthlete: (id: string) => void;
  quantity: number;
  maxQuantity: number;
  onQuantity: (quantity: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6rem] gap-3">
      <div className="flex min-w-0 flex-col gap-2">
        <Label htmlFor={`${id}-athlete`}>For</Label>
        <Select id={`${id}-athlete`} value={athleteId} onChange={(e) => onAthlete(e.target.value)}>
          {athletes.map((athlete) => (
            <option key={athlete.id} value={athlete.id}>
              {athleteFirstName(athlete.name)}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-quantity`}>Quantity</Label>
        <Select id={`${id}-quantity`} value={String(quantity)} onChange={(e) => onQuantity(Number(e.target.value))}>
          {Array.from({ length: maxQuantity }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

export function ProductCard({ product }: { product: TStoreProduct }) {
  const navigate = useNavigate();
  const order = useCreateOrder();
  const athletes = useAthletes();
  const [size, setSize] = useState<string | null>(null);
  const [chosenAthlete, setChosenAthlete] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const family = athletes.data ?? [];
  const athleteId = family.some((a) => a.id === chosenAthlete) ? chosenAthlete! : (family[0]?.id ?? '');
  const left = product.sizes.find((s) => s.size === size)?.stock ?? MAX_ORDER_QUANTITY;
  const maxQuantity = Math.max(1, Math.min(MAX_ORDER_QUANTITY, left));
  const shownQuantity = Math.min(quantity, maxQuantity);

  async function submit() {
    if (!size) {
      setProblem('Choose a size first.');
      return;
    }
    if (!athleteId) {
      setProblem(STORE_MESSAGES.athlete);
      return;
    }
    setProblem(null);
    try {
      navigateTo((await order.mutateAsync({ productId: product.id, size, athleteId, quantity: shownQuantity })).url, navigate);
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
            {athletes.isSuccess && family.length === 0 ? (
              <Alert tone="info" title="Add your athlete first">
                Each order is for one of your athletes.{' '}
                <Link className="font-semibold underline" to={paths.profile({ tab: 'athletes' })}>
                  Add an athlete in Profile
                </Link>
              </Alert>
            ) : (
              <AthleteAndQuantity
                athletes={family}
                athleteId={athleteId}
                onAthlete={setChosenAthlete}
                quantity={shownQuantity}
                maxQuantity={maxQuantity}
                onQuantity={setQuantity}
              />
            )}
            {problem ? (
              <Alert tone="error" title="Order not started">
                {problem}
              </Alert>
            ) : null}
            <Button type="submit" size="lg" disabled={order.isPending || order.isSuccess}>
              <Lock aria-hidden="true" />
              {order.isPending || order.isSuccess
                ? 'Opening checkout...'
                : `Order for ${formatCents(product.priceCents * shownQuantity, { showZeroCents: true })}`}
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
