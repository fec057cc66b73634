/**
 * The built-in test provider's hosted checkout (/checkout/test/:sessionId), clearly in TEST MODE:
 * the academy, the plan, the join fee, the first charge and the commitment total, and a card form
 * that takes the test card 4242 4242 4242 4242 and declines 4000 0000 0000 0002. Pay runs the same
 * fulfilment as a Stripe webhook on the server; Cancel returns to /membership.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Lock } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '#shared/errors';
import { formatCardNumberInput } from '#shared/membership';
import { paths } from '#shared/page-paths';
import { type TTestCardRequest, type TTestCheckout, ZTestCardRequest } from '#shared/validation/membership';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatCents } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useTestCheckout } from '../api/get-test-checkout';
import { useCancelTestCheckout, usePayTestCheckout } from '../api/pay-test-checkout';
import { navigateTo } from '../components/navigate-to';

const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'nameOnCard'] as const;

function TestModeBanner() {
  return (
    <div role="note" aria-label="Test mode" className="flex items-start gap-3 rounded-lg border-2 border-dashed border-warning bg-card p-4">
      <FlaskConical className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden="true" />
      <div className="text-sm">
        <p className="font-extrabold tracking-wider text-warning">TEST MODE</p>
        <p>
          This is the academy’s built-in test checkout. No real card is charged. Pay with{' '}
          <span className="font-mono font-semibold whitespace-nowrap">4242 4242 4242 4242</span>, or use{' '}
          <span className="font-mono font-semibold whitespace-nowrap">4000 0000 0000 0002</span> to see a declined card. Any future
          expiry date and any CVC work.
        </p>
      </div>
    </div>
  );
}

function OrderSummary({ checkout }: { checkout: TTestCheckout }) {
  const { plan } = checkout;
  const per = plan.interval === 'year' ? 'year' : 'month';
  return (
    <Card className="p-5 md:self-start" role="region" aria-labelledby="summary-heading">
      <p className="text-sm font-semibold text-muted-foreground">{checkout.academyName}</p>
      <h2 id="summary-heading" className="text-lg font-bold">
        {plan.label}
      </h2>
      {checkout.athleteName ? <p className="text-sm font-semibold">For {checkout.athleteName}</p> : null}
      <p className="text-sm text-muted-foreground">{plan.description}</p>
      <dl className="mt-4 flex flex-col gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt>
            {plan.name}, first {per}
          </dt>
          <dd className="tabular-nums">{formatCents(checkout.priceCents, { showZeroCents: true })}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>Join fee (one-time)</dt>
          <dd className="tabular-nums">{checkout.joinFeeCents > 0 ? formatCents(checkout.joinFeeCents, { showZeroCents: true }) : 'None'}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 text-base font-bold">
          <dt>First charge (due today)</dt>
          <dd className="tabular-nums">{formatCents(checkout.firstChargeCents, { showZeroCents: true })}</dd>
        </div>
        <div className="flex justify-between gap-4 text-muted-foreground">
          <dt>Then</dt>
          <dd className="tabular-nums">
            {formatCents(checkout.priceCents, { showZeroCents: true })} per {per}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <dt>Total for the {plan.commitmentMonths}-month commitment</dt>
          <dd className="tabular-nums">{formatCents(checkout.commitmentTotalCents, { showZeroCents: true })}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-muted-foreground">
        Leaving before the end of the commitment means the remaining balance is due. Payments are not refundable.
      </p>
    </Card>
  );
}

function CardForm({ checkout }: { checkout: TTestCheckout }) {
  const navigate = useNavigate();
  const pay = usePayTestCheckout();
  const cancel = useCancelTestCheckout();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<TTestCardRequest>({
    resolver: zodResolver(ZTestCardRequest),
    defaultValues: { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' },
  });
  const isBusy = isSubmitting || pay.isPending || pay.isSuccess || cancel.isPending;

  const submit = handleSubmit(async (card) => {
    setFormError(null);
    try {
      const { url } = await pay.mutateAsync({ sessionId: checkout.sessionId, card });
      navigateTo(url, navigate);
    } catch (error) {
      if (!(error instanceof AppError)) {
        setFormError('Something went wrong. Please try again.');
        return;
      }
      const fieldMessages = CARD_FIELDS.filter((name) => error.fields?.[name] && error.code !== 'PAYMENT_DECLINED');
      for (const name of fieldMessages) setError(name, { message: error.fields![name] }, { shouldFocus: true });
      if (!fieldMessages.length) setFormError(error.message);
    }
  });

  async function leave() {
    try {
      navigateTo((await cancel.mutateAsync(checkout.sessionId)).url, navigate);
    } catch {
      void navigate(paths.membership());
    }
  }

  return (
    <Card className="p-5" role="region" aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="text-lg font-bold">
        Pay with card
      </h2>
      <p className="text-sm text-muted-foreground">Paying as {checkout.email}</p>
      <form noValidate aria-label="Card details" className="mt-4 flex flex-col gap-4" onSubmit={(e) => void submit(e)}>
        {formError ? (
          <Alert tone="error" title="Payment not completed">
            {formError}
          </Alert>
        ) : null}
        <Field label="Card number" error={errors.cardNumber?.message}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            {...register('cardNumber', { onChange: (e) => setValue('cardNumber', formatCardNumberInput(e.target.value)) })}
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
                  setValue('expiry', digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);
                },
              })}
            />
          </Field>
          <Field label="CVC" error={errors.cvc?.message}>
            <Input inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} {...register('cvc')} />
          </Field>
        </div>
        <Field label="Name on card" error={errors.nameOnCard?.message}>
          <Input autoComplete="cc-name" {...register('nameOnCard')} />
        </Field>
        <Button type="submit" size="lg" disabled={isBusy}>
          <Lock aria-hidden="true" />
          {pay.isPending || pay.isSuccess ? 'Processing...' : `Pay ${formatCents(checkout.firstChargeCents, { showZeroCents: true })}`}
        </Button>
        <Button variant="ghost" disabled={isBusy} onClick={() => void leave()}>
          Cancel and return to Membership
        </Button>
      </form>
    </Card>
  );
}

export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const checkout = useTestCheckout(sessionId);

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      <PageMeta title="Test Checkout" />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
        <p className="text-muted-foreground">Complete your Bravo Academy membership.</p>
      </header>
      <TestModeBanner />
      {checkout.isPending ? (
        <PageSpinner label="Loading checkout" />
      ) : checkout.isError ? (
        <Alert tone="error" title={checkout.error instanceof AppError && checkout.error.status === 404 ? 'Checkout not found' : 'We couldn’t load this checkout.'}>
          {checkout.error.message}{' '}
          <Link to={paths.membership()} className="font-semibold underline">
            Back to Membership
          </Link>
        </Alert>
      ) : checkout.data.status === 'complete' ? (
        <Alert tone="success" title="This checkout is already paid">
          <Link to={paths.membershipSuccess({ session_id: sessionId })} className="font-semibold underline">
            See your membership
          </Link>
        </Alert>
      ) : checkout.data.status !== 'open' ? (
        <Alert tone="warning" title="This checkout has expired">
          Choose a plan again to start a new one.{' '}
          <Link to={paths.membership()} className="font-semibold underline">
            Back to Membership
          </Link>
        </Alert>
      ) : (
        <div className="grid gap-5 md:grid-cols-2">
          <OrderSummary checkout={checkout.data} />
          <CardForm checkout={checkout.data} />
        </div>
      )}
    </div>
  );
}
