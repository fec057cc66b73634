/**
 * The family's store orders, for Profile > Billing: what was ordered, the size and quantity, the
 * athlete, the amount, where it stands (paid and being prepared, fulfilled) and its receipt. Each
 * order is listed here once; the payments list beside it leaves store charges out. Shows nothing
 * until the family has an order.
 */
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { Alert } from '#client/components/ui/alert';
import { formatCents, formatDate } from '#client/lib/format';
import { useStoreOrders } from '../api/get-orders';
import { OrderStatusBadge } from './status-badge';

export function StoreOrders() {
  const orders = useStoreOrders();
  if (orders.isPending) return null;
  if (orders.isError) {
    return (
      <Alert tone="error" title="We couldn't load your store orders.">
        {orders.error.message}{' '}
        <button
          type="button"
          className="font-semibold underline"
          onClick={() => void orders.refetch()}
        >
          Try again
        </button>
      </Alert>
    );
  }
  const shown = orders.data.filter(
    (order) => order.status !== 'expired' && order.status !== 'failed',
  );
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="store-orders-heading" className="flex flex-col gap-2">
      <h3 id="store-orders-heading" className="text-base font-bold">
        Store orders
      </h3>
      <ul aria-label="Store orders" className="divide-y rounded-lg border bg-card">
        {shown.map((order) => (
          <li key={order.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-semibold wrap-anywhere">
                {order.productName}, size {order.size}
                {order.quantity > 1 ? ` × ${order.quantity}` : ''}
              </p>
              {order.athleteName ? <p className="text-sm break-words">For {order.athleteName}</p> : null}
              <p className="text-sm text-muted-foreground">
                Ordered {formatDate(order.createdAt)}
                {order.fulfilledAt ? ` · Handed over ${formatDate(order.fulfilledAt)}` : ''}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <p className="font-semibold tabular-nums">
                {formatCents(order.amountCents, { showZeroCents: true })}
              </p>
              <OrderStatusBadge status={order.status} />
              {order.paymentId ? (
                <Link
                  to={paths.receipt(order.paymentId)}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline"
                  aria-label={`Receipt for ${order.productName}, size ${order.size}`}
                >
                  Receipt
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
