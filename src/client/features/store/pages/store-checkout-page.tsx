/**
 * The built-in test provider's checkout for a store order (/store/checkout/:sessionId), clearly in
 * TEST MODE: the product, the size and the amount from the server, and the card form (4242 4242
 * 4242 4242 pays; 4000 0000 0000 0002 is declined, said so, and the family may try again while the
 * size is still held).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '#shared/errors';
import { formatCardNumberInput } from '#shared/membership';
import { paths } from '#shared/page-paths';
import { type TTestCardRequest, ZTestCardRequest } from '#shared/validation/membership';
import type { TStoreTestCheckout } from '#shared/validation/store';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatCents } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import {
  useCancelStoreCheckout,
  usePayStoreCheckout,
  useStoreTestCheckout,
} from '../api/test-checkout';
import { navigateTo } from '../components/navigate-to';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'nameOnCard'] as const;

function TestModeBanner() {
  return (
    <div
      role="note"
      aria-label="Test mode"
      className="flex items-start gap-3 rounded-lg border-2 border-dashed border-warning bg-card p-4"
    >
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-extrabold tracking-wider text-warning">TEST MODE</p>
        <p>
          No real card is charged. Pay with{' '}
          <span className="font-mono font-semibold whitespace-nowrap">4242 4242 4242 4242</span>, or
          use <span className="font-mono font-semibold whitespace-nowrap">4000 0000 0000 0002</span>{' '}
          to see a declined card. Any future expiry date and any CVC work.
        </p>
      </div>
    </div>
  );
}

function CardForm({ checkout }: { checkout: TStoreTestCheckout }) {
  const navigate = useNavigate();
  const pay = usePayStoreCheckout();
  const cancel = useCancelStoreCheckout();
  const [formError, setFormError] = useState<string | null>(null);
  const [declined, setDeclined] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TTestCardRequest>({
    resolver: zodResolver(ZTestCardRequest),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' },
  });
  const isBusy = isSubmitting || pay.isPending || pay.isSuccess || cancel.isPending;

  const submit = handleSubmit(async (card) => {
    setFormError(null);
    setDeclined(null);
    try {
      navigateTo((await pay.mutateAsync({ sessionId: checkout.sessionId, card })).url, navigate);
    } catch (error) {
      if (!(error instanceof AppError)) {
        setFormError('Something went wrong. Please try again.');
        return;
      }
      if (error.code === 'PAYMENT_DECLINED') {
        // The hold stays: the family tries again with another card, here (issue 37).
        setDeclined(error.message);
        setValue('cardNumber', '');
        setFocus('cardNumber');
        return;
      }
      const fieldMessages = CARD_FIELDS.filter((name) => error.fields?.[name]);
      for (const name of fieldMessages)
        setError(name, { message: error.fields![name] }, { shouldFocus: true });
      if (!fieldMessages.length) setFormError(error.message);
    }
  });

  async function leave() {
    try {
      navigateTo((await cancel.mutateAsync(checkout.sessionId)).url, navigate);
    } catch {
      void navigate(paths.store());
    }
  }

  return (
    <Card className="p-5" role="region" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-lg font-bold">
        Pay with card
      </h2>
      <p className="text-sm text-muted-foreground">Paying as {checkout.email}</p>
      <form
        noValidate
        aria-label="Card details"
        className="mt-4 flex flex-col gap-4"
        onSubmit={(e) => void submit(e)}
      >
        {declined ? (
          <Alert tone="error" title="Your card was declined">
            {declined}
          </Alert>
        ) : null}
        {formError ? (
          <Alert tone="error" title="Payment not completed">
            {formError}{' '}
            <Link to={paths.store()} className="font-semibold underline">
              Back to the store
            </Link>
          </Alert>
        ) : null}
        <Field label="Card number" error={errors.cardNumber?.message}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            {...register('cardNumber', {
              onChange: (e) => setValue('cardNumber', formatCardNumberInput(e.target.value)),
            })}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Expiry (MM/YY)" error={errors.expiry?.message}>
            <Input
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              maxLength={5}
              {...register('expiry', {
                onChange: (e) => {
                  const digits = String(e.target.value).replace(/\D/g, '').slice(0, 4);
                  setValue(
                    'expiry',
                    digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits,
                  );
                },
              })}
            />
          </Field>
          <Field label="CVC" error={errors.cvc?.message}>
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              {...register('cvc')}
            />
          </Field>
        </div>
        <Field label="Name on card" error={errors.nameOnCard?.message}>
          <Input autoComplete="cc-name" {...register('nameOnCard')} />
        </Field>
        <Button type="submit" size="lg" disabled={isBusy}>
          <Lock aria-hidden="true" />
          {pay.isPending || pay.isSuccess
            ? 'Processing...'
            : `${declined ? 'Try Again: Pay' : 'Pay'} ${formatCents(checkout.amountCents, { showZeroCents: true })}`}
        </Button>
        <Button variant="ghost" disabled={isBusy} onClick={() => void leave()}>
          Cancel and return to the store
        </Button>
      </form>
    </Card>
  );
}

export function StoreCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useStoreTestCheckout(sessionId);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageMeta title="Store Checkout" />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
        <p className="text-muted-foreground">Complete your Bravo Store order.</p>
      </header>
      <TestModeBanner />
      {checkout.isPending ? (
        <PageSpinner label="Loading checkout" />
      ) : checkout.isError ? (
        <Alert
          tone="error"
          title={
            checkout.error instanceof AppError && checkout.error.status === 404
              ? 'Checkout not found'
              : 'We couldn’t load this checkout.'
          }
        >
          {checkout.error.message}{' '}
          <Link to={paths.store()} className="font-semibold underline">
            Back to the store
          </Link>
        </Alert>
      ) : checkout.data.status === 'paid' || checkout.data.status === 'fulfilled' ? (
        <Alert tone="success" title="This order is already paid">
          <Link
            to={paths.store({ order: checkout.data.orderId })}
            className="font-semibold underline"
          >
            See your order
          </Link>
        </Alert>
      ) : checkout.data.status !== 'pending' ? (
        <Alert tone="warning" title="This checkout has ended">
          Nothing was charged and the size went back on sale.{' '}
          <Link to={paths.store()} className="font-semibold underline">
            Back to the store
          </Link>
        </Alert>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <Card className="p-5 md:self-start" role="region" aria-labelledby="summary-heading">
            <p className="text-sm font-semibold text-muted-foreground">
              {checkout.data.academyName}
            </p>
            <h2 id="summary-heading" className="text-lg font-bold">
              {checkout.data.productName}
            </h2>
            <dl className="mt-4 flex flex-col gap-2 text-sm">
              {checkout.data.athleteName ? (
                <div className="flex justify-between gap-4">
                  <dt>For</dt>
                  <dd className="min-w-0 font-semibold break-words">{checkout.data.athleteName}</dd>
                </div>
              ) : null}
              <div className="flex justify-between gap-4">
                <dt>Size</dt>
                <dd className="font-semibold">{checkout.data.size}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>Quantity</dt>
                <dd className="font-semibold tabular-nums">{checkout.data.quantity}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
                <dt>Total (due today)</dt>
                <dd className="tabular-nums">
                  {formatCents(checkout.data.amountCents, { showZeroCents: true })}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-xs text-muted-foreground">
              Your size is held for you until{' '}
              {new Date(checkout.data.expiresAt).toLocaleTimeString('en-US', {
                timeStyle: 'short',
              })}
              .
            </p>
          </Card>
          <CardForm checkout={checkout.data} />
        </div>
      )}
    </div>
  );
}
