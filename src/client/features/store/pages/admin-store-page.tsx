/**
 * /admin/store: admins set each product's status (Coming Soon, Available, Sold Out), its price and
 * each size's stock, and mark paid orders fulfilled when they are handed over. The server checks
 * the role on every request; this page only says so when it refuses.
 */
import { ArrowLeft, PackageCheck, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type ProductStatus } from '#shared/store';
import type { TAdminOrder, TStoreProduct } from '#shared/validation/store';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input, Select } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatCents, formatDate } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useAdminStore, useFulfilOrder, useUpdateProduct } from '../api/admin-store';
import { ProductImage } from '../components/product-image';
import { OrderStatusBadge, ProductStatusBadge } from '../components/status-badge';

function ProductEditor({ product }: { product: TStoreProduct }) {
  const update = useUpdateProduct();
  // Only what the admin changed is kept here and sent: a sale that lands while the page is open
  // lowers the stock shown, and saving a status never writes back a stock count read earlier.
  const [edits, setEdits] = useState<{
    status?: ProductStatus;
    price?: string;
    stock: Record<string, string>;
  }>({ stock: {} });
  const [saved, setSaved] = useState(false);
  const status = edits.status ?? product.status;
  const price = edits.price ?? (product.priceCents / 100).toFixed(2);
  const priceCents = Math.round(Number(price) * 100);
  const isPriceValid = /^\d+(\.\d{1,2})?$/.test(price.trim()) && priceCents > 0;
  const edit = (next: Partial<typeof edits>) => {
    setSaved(false);
    setEdits({ ...edits, ...next });
  };

  async function save() {
    setSaved(false);
    await update.mutateAsync({
      productId: product.id,
      update: {
        ...(edits.status !== undefined ? { status: edits.status } : {}),
        ...(edits.price !== undefined ? { priceCents } : {}),
        stock: Object.entries(edits.stock).map(([size, value]) => ({ size, stock: Number(value) })),
      },
    });
    setEdits({ stock: {} });
    setSaved(true);
  }

  return (
    <Card
      role="region"
      aria-labelledby={`product-${product.id}`}
      className="flex flex-col gap-4 p-5"
    >
      <div className="flex items-start gap-4">
        <span className="size-20 shrink-0 rounded-md bg-secondary p-1">
          <ProductImage image={product.image} />
        </span>
        <div className="min-w-0">
          <h2 id={`product-${product.id}`} className="text-lg font-bold">
            {product.name}
          </h2>
          <p className="text-sm text-muted-foreground">
            Families see: <ProductStatusBadge status={product.displayedStatus} />
          </p>
        </div>
      </div>
      <form
        aria-label={`Edit ${product.name}`}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save().catch(() => undefined);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Status">
            <Select
              value={status}
              onChange={(e) => edit({ status: e.target.value as ProductStatus })}
            >
              {PRODUCT_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {PRODUCT_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            label="Price (USD)"
            error={isPriceValid ? undefined : 'Enter a price such as 89.99.'}
          >
            <Input
              inputMode="decimal"
              value={price}
              onChange={(e) => edit({ price: e.target.value })}
            />
          </Field>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">Stock per size</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
            {product.sizes.map((s) => (
              <Field key={s.size} label={s.size}>
                <Input
                  type="number"
                  min={0}
                  inputMode="numeric"
                  value={edits.stock[s.size] ?? String(s.stock)}
                  onChange={(e) => edit({ stock: { ...edits.stock, [s.size]: e.target.value } })}
                />
              </Field>
            ))}
          </div>
        </fieldset>
        {update.isError ? (
          <Alert tone="error" title="Not saved">
            {update.error.message}
          </Alert>
        ) : saved ? (
          <Alert tone="success" title="Saved">
            Families see the change the next time the store loads.
          </Alert>
        ) : null}
        <Button type="submit" className="self-start" disabled={update.isPending || !isPriceValid}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </form>
    </Card>
  );
}

function OrderRow({ order, action }: { order: TAdminOrder; action?: React.ReactNode }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="font-semibold wrap-anywhere">
          {order.productName}, size {order.size}
          {order.quantity > 1 ? ` × ${order.quantity}` : ''}
        </p>
        <p className="text-sm font-semibold wrap-anywhere">For {order.athleteName ?? 'an athlete not named (an order from before athletes were named)'}</p>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          {order.familyName || order.familyEmail} · {order.familyEmail}
        </p>
        <p className="text-sm text-muted-foreground">
          Paid {order.paidAt ? formatDate(order.paidAt) : ''} ·{' '}
          {formatCents(order.amountCents, { showZeroCents: true })}
          {order.fulfilledAt ? ` · Handed over ${formatDate(order.fulfilledAt)}` : ''}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <OrderStatusBadge status={order.status} />
        {action}
      </div>
    </li>
  );
}

function Orders({ toFulfil, fulfilled }: { toFulfil: TAdminOrder[]; fulfilled: TAdminOrder[] }) {
  const fulfil = useFulfilOrder();
  return (
    <>
      <section aria-labelledby="to-fulfil-heading" className="flex flex-col gap-2">
        <h2 id="to-fulfil-heading" className="text-xl font-bold">
          Orders to fulfil
        </h2>
        {fulfil.isError ? (
          <Alert tone="error" title="Not marked">
            {fulfil.error.message}
          </Alert>
        ) : null}
        {toFulfil.length === 0 ? (
          <EmptyState title="Nothing to hand over">
            Paid orders appear here until they are marked fulfilled.
          </EmptyState>
        ) : (
          <ul aria-label="Orders to fulfil" className="divide-y rounded-lg border bg-card">
            {toFulfil.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                action={
                  <Button
                    size="sm"
                    disabled={fulfil.isPending}
                    onClick={() => fulfil.mutate(order.id)}
                  >
                    <PackageCheck aria-hidden="true" />
                    Mark fulfilled
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </section>
      {fulfilled.length > 0 ? (
        <section aria-labelledby="fulfilled-heading" className="flex flex-col gap-2">
          <h2 id="fulfilled-heading" className="text-xl font-bold">
            Recently fulfilled
          </h2>
          <ul aria-label="Fulfilled orders" className="divide-y rounded-lg border bg-card">
            {fulfilled.map((order) => (
              <OrderRow key={order.id} order={order} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function AdminStorePage() {
  const store = useAdminStore();
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageMeta title="Manage the Store" />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Manage the store</h1>
          <p className="text-muted-foreground">Products, stock and the orders to hand over.</p>
        </div>
        <Button asChild variant="outline">
          <Link to={paths.store()}>
            <ArrowLeft aria-hidden="true" />
            Back to the store
          </Link>
        </Button>
      </header>
      {store.isPending ? (
        <PageSpinner label="Loading the store" />
      ) : store.isError ? (
        store.error instanceof AppError && store.error.status === 403 ? (
          <Alert tone="error" title="Access Denied">
            <p className="flex items-start gap-2">
              <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Only academy admins can manage the store.</span>
            </p>
          </Alert>
        ) : (
          <Alert tone="error" title="We couldn't load the store.">
            {store.error.message}{' '}
            <button
              type="button"
              className="font-semibold underline"
              onClick={() => void store.refetch()}
            >
              Try again
            </button>
          </Alert>
        )
      ) : (
        <>
          <Orders toFulfil={store.data.toFulfil} fulfilled={store.data.fulfilled} />
          <section aria-labelledby="products-heading" className="flex flex-col gap-3">
            <h2 id="products-heading" className="text-xl font-bold">
              Products
            </h2>
            {store.data.products.map((product) => (
              <ProductEditor key={product.id} product={product} />
            ))}
          </section>
        </>
      )}
    </section>
  );
}
