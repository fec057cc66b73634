/**
 * Departures (issue 39, point 3; decision 074): why a family cancels or withdraws early, and the
 * spec's churn figure. Pure rules, shared by the server and the Manage Billing and /admin pages.
 */

/** The reasons a family picks from; `not-given` is only what an older client's cancel records. */
export const DEPARTURE_REASONS = ['moving', 'cost', 'schedule', 'other-club', 'lost-interest', 'injury', 'other', 'not-given'] as const;
export type DepartureReason = (typeof DEPARTURE_REASONS)[number];

/** The page's list: every reason a family may choose (not `not-given`). */
export const CHOOSABLE_DEPARTURE_REASONS = DEPARTURE_REASONS.filter((r) => r !== 'not-given');

export const DEPARTURE_REASON_LABELS: Record<DepartureReason, string> = {
  moving: 'Moving away',
  cost: 'Cost',
  schedule: 'Schedule or travel',
  'other-club': 'Another club or sport',
  'lost-interest': 'My child lost interest',
  injury: 'Injury',
  other: 'Other',
  'not-given': 'Not given',
};

export const DEPARTURE_NOTE_MAX = 500;
export const WIN_BACK_MAX = 2000;
export const WIN_BACK_SUBJECT = 'Before you go';

export const DEPARTURE_MESSAGES = {
  reason: 'Choose a reason from the list.',
  noteTooLong: `Keep the note to ${DEPARTURE_NOTE_MAX} characters.`,
  winBackRequired: 'Write the message to send.',
  winBackTooLong: `Keep the message to ${WIN_BACK_MAX} characters.`,
  notFound: 'That departure was not found.',
  winBackSent: (date: string) => `A win-back was already sent to this family on ${date}.`,
} as const;

/** `cancel`: ends at the period's end; `withdraw`: the commitment's balance was paid and it ended at once. */
export type DepartureKind = 'cancel' | 'withdraw';

/**
 * The spec's churn: "cancelled / (active + cancelled) memberships, rounded to a percent", as a
 * fraction; null when there is no membership to count.
 */
export function specChurnRate(cancelled: number, active: number): number | null {
  const total = cancelled + active;
  return total > 0 ? cancelled / total : null;
}
