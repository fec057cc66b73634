import type { TMembershipRecord } from '#shared/validation/membership';

/**
 * Whether a membership has its athlete on the field at this instant: paid up or being retried,
 * or cancelled but still in its paid period; never during its break.
 */
export function trainsAt(membership: Pick<TMembershipRecord, 'status' | 'currentPeriodEnd' | 'pause'>, instant: string): boolean {
  if (membership.status === 'expired') return false;
  if (membership.status === 'canceled' && instant >= membership.currentPeriodEnd) return false;
  if (membership.pause && instant >= membership.pause.startsAt && instant < membership.pause.endsAt) return false;
  return true;
}
