/**
 * The test provider's card, typed where a real provider would show its own form: Change Plan, the
 * early-withdrawal Cancel and Replace Card on Manage Billing. The server checks it with the same
 * shared schema as the test checkout page; these fields only collect it.
 */
import { useState } from 'react';
import { formatCardNumberInput } from '#shared/membership';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';

export type TestCard = { cardNumber: string; expiry: string; cvc: string; nameOnCard: string };
type CardField = keyof TestCard;

const EMPTY_CARD: TestCard = { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' };

/** The card being typed, a change handler per field (the number grouped in fours) and a reset. */
export function useTestCard() {
  const [card, setCard] = useState(EMPTY_CARD);
  const set = (field: CardField) => (e: { target: { value: string } }) =>
    setCard((c) => ({ ...c, [field]: field === 'cardNumber' ? formatCardNumberInput(e.target.value) : e.target.value }));
  return { card, set, reset: () => setCard(EMPTY_CARD) };
}

export function TestCardFields({
  card,
  set,
  errors = {},
  hint = 'TEST MODE: pay with 4242 4242 4242 4242 (4000 0000 0000 0002 is declined).',
}: {
  card: TestCard;
  set: ReturnType<typeof useTestCard>['set'];
  errors?: Partial<Record<CardField, string>>;
  hint?: string;
}) {
  return (
    <>
      <p className="text-xs font-semibold text-warning-foreground">{hint}</p>
      <Field label="Card number" error={errors.cardNumber}>
        <Input inputMode="numeric" autoComplete="cc-number" value={card.cardNumber} onChange={set('cardNumber')} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label="Expiry (MM/YY)" error={errors.expiry}>
          <Input autoComplete="cc-exp" placeholder="MM/YY" value={card.expiry} onChange={set('expiry')} />
        </Field>
        <Field label="CVC" error={errors.cvc}>
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} value={card.cvc} onChange={set('cvc')} />
        </Field>
      </div>
      <Field label="Name on card" error={errors.nameOnCard}>
        <Input autoComplete="cc-name" value={card.nameOnCard} onChange={set('nameOnCard')} />
      </Field>
    </>
  );
}
