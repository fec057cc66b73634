/**
 * /store (docs/product.md, Store): the "Store Coming Soon" notice while nothing can be ordered, the
 * membership teaser computed from the plans, the academy's products (ordered here once staff make
 * them Available), the partner products as external links, and the category tiles. The checkout
 * returns here with ?order=, which shows where that order stands.
 */
import {
  ArrowRight,
  Clock,
  PackageCheck,
  Settings,
  ShoppingBag,
  TriangleAlert,
} from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { AppError } from '#shared/errors';
import { paths } from '#shared/page-paths';
import { membershipTeaser } from '#shared/store';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatCents } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useSession } from '#client/lib/session';
import { useStoreOrder } from '../api/get-order';
import { useStore } from '../api/get-store';
import { CategoryTiles } from '../components/category-tiles';
import { PartnerCard } from '../components/partner-card';
import { ProductCard } from '../components/product-card';

function OrderOutcome({ orderId }: { orderId: string }) {
  const order = useStoreOrder(orderId);
  if (order.isPending) return <PageSpinner label="Checking your order" />;
  if (order.isError) {
    return (
      <Alert
        tone="error"
        title={
          order.error instanceof AppError && order.error.status === 404
            ? 'Order not found'
            : 'We couldn’t check your order.'
        }
      >
        {order.error.message}
      </Alert>
    );
  }
  const { status, productName, size, amountCents } = order.data;
  const what = `${productName}, size ${size}`;
  if (status === 'paid' || status === 'fulfilled') {
    return (
      <Alert tone="success" title="Thank you! Your order is paid.">
        <p className="flex items-start gap-2">
          <PackageCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {what}: {formatCents(amountCents, { showZeroCents: true })}. A receipt is on its way to
            your e-mail, and the academy hands your order over at training.{' '}
            <Link to={paths.profile({ tab: 'billing' })} className="font-semibold underline">
              See it in Billing
            </Link>
          </span>
        </p>
      </Alert>
    );
  }
  if (status === 'pending') {
    return (
      <Alert tone="info" title="Waiting for your payment">
        <p className="flex items-start gap-2">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {what} is held for you while the payment completes. This page updates by itself.
          </span>
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="warning" title="This order was not completed">
      <p className="flex items-start gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {what} was not paid, so nothing was charged and the size went back on sale. You can order
          again below.
        </span>
      </p>
    </Alert>
  );
}

function MembershipTeaser() {
  const teaser = membershipTeaser();
  return (
    <Card
      role="region"
      aria-labelledby="teaser-heading"
      className="flex flex-col gap-3 bg-pitch p-5 text-pitch-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-accent">
          Membership plans
        </p>
        <h2 id="teaser-heading" className="text-xl font-bold">
          Train with Bravo from {formatCents(teaser.fromCents)}/month
        </h2>
        <p className="text-sm text-pitch-foreground/85">
          {teaser.planName}, {teaser.commitmentMonths}-month commitment.
        </p>
      </div>
      <Button asChild variant="inverse" size="lg">
        <Link to={paths.membership()}>
          See membership plans
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

export function StorePage() {
  const store = useStore();
  const session = useSession();
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('order');
  const isAdmin = session.status === 'signed-in' && session.user.role === 'admin';

  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6">
      <PageMeta title="Store" />
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">Bravo Store</h1>
          <p className="text-muted-foreground">Academy kit, partner gear and membership.</p>
        </div>
        {isAdmin ? (
          <Button asChild variant="outline">
            <Link to={paths.adminStore()}>
              <Settings aria-hidden="true" />
              Manage the store
            </Link>
          </Button>
        ) : null}
      </header>

      {orderId ? <OrderOutcome orderId={orderId} /> : null}

      {store.isPending ? (
        <PageSpinner label="Loading the store" />
      ) : store.isError ? (
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
      ) : (
        <>
          {!store.data.isOpen ? (
            <div
              role="region"
              aria-labelledby="coming-soon-heading"
              className="flex items-start gap-3 rounded-lg border-2 border-dashed border-accent bg-accent/10 p-4"
            >
              <ShoppingBag className="mt-0.5 size-6 shrink-0 text-pitch" aria-hidden="true" />
              <div>
                <h2 id="coming-soon-heading" className="text-lg font-bold">
                  Store Coming Soon
                </h2>
                <p className="text-sm">
                  The academy’s own kit goes on sale here soon. Until then, our partners’ gear below
                  is one tap away on their sites.
                </p>
              </div>
            </div>
          ) : null}

          <MembershipTeaser />

          <section
            aria-labelledby="featured-heading"
            id="featured-products"
            className="flex flex-col gap-3"
          >
            <h2 id="featured-heading" className="text-xl font-bold">
              Featured products
            </h2>
            {store.data.products.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
            <h3 className="mt-2 text-base font-bold">From our partners</h3>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {store.data.partners.map((product) => (
                <PartnerCard key={product.id} product={product} />
              ))}
            </div>
            <p className="text-xs text-muted-foreground">
              Products marked External are sold by our partners on their own sites; the academy may
              earn a commission.
            </p>
          </section>

          <section aria-labelledby="categories-heading" className="flex flex-col gap-3">
            <h2 id="categories-heading" className="text-xl font-bold">
              Shop by category
            </h2>
            <CategoryTiles categories={store.data.categories} />
          </section>
        </>
      )}
    </section>
  );
}
