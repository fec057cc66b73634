/**
 * Every e-mail the app sends, as Settings lists it for a family (docs/product.md, Notifications).
 * The server's outbox takes only these kinds (`MailKind`), so a new e-mail cannot be sent without
 * joining this list, and Settings cannot promise one the app does not send.
 */
export const FAMILY_EMAIL_GROUPS = [
  {
    title: 'Your account',
    emails: [
      { kind: 'email-verification', label: 'The link that confirms your e-mail address' },
      { kind: 'password-reset', label: 'A password reset link, when you ask for one' },
      { kind: 'sign-in-locked', label: 'A warning when wrong passwords pause sign-in to your account' },
      { kind: 'application-confirmation', label: 'A copy of your application to the academy' },
      { kind: 'application-invitation', label: 'Your invitation to join, once an application is accepted' },
      { kind: 'application-reply', label: 'A reply from the academy about your application, or its decision' },
      { kind: 'trial-session', label: 'A trial session booked from your application, moved or cancelled' },
    ],
  },
  {
    title: 'Membership and payments',
    emails: [
      { kind: 'payment-receipt', label: 'A receipt for each membership or store payment' },
      { kind: 'payment-failed', label: 'A payment that did not go through' },
      { kind: 'payment-refunded', label: 'A refund the academy made of a payment' },
      { kind: 'billing-credited', label: 'A credit the academy added toward your next charge' },
      { kind: 'membership-renewal-reminder', label: 'A reminder before an annual plan renews' },
      { kind: 'membership-plan-changed', label: 'A change of plan, done' },
      { kind: 'membership-plan-change-scheduled', label: 'A change of plan, scheduled or withdrawn' },
      { kind: 'membership-paused', label: 'A break (pause) booked' },
      { kind: 'membership-break-reminder', label: 'A reminder before a break ends' },
      { kind: 'membership-removed', label: 'A booked break removed' },
      { kind: 'membership-resumed', label: 'A membership resumed' },
      { kind: 'membership-canceled', label: 'A membership cancelled' },
      { kind: 'membership-expired', label: 'A membership that has ended' },
    ],
  },
  {
    title: 'From the academy',
    emails: [
      { kind: 'message-notification', label: 'A message from the academy still unread after 10 minutes (if e-mail is on below)' },
      { kind: 'announcement', label: 'Announcements the academy chooses to e-mail' },
      { kind: 'session-change', label: 'A training session moved, cancelled or back on, at once (if e-mail is on below)' },
      { kind: 'session-reminder', label: 'The evening before, tomorrow’s sessions (if you ask for the reminder below)' },
    ],
  },
] as const;

export type FamilyEmailKind = (typeof FAMILY_EMAIL_GROUPS)[number]['emails'][number]['kind'];

/** What the outbox may send: the families' e-mails, the academy's own copy of an application, the admins' safety alerts and the staff's digests of what needs attention. */
export type MailKind = FamilyEmailKind | 'application' | 'safety-alert' | 'staff-digest';

export const FAMILY_EMAIL_KINDS: readonly FamilyEmailKind[] = FAMILY_EMAIL_GROUPS.flatMap((group) => group.emails.map((email) => email.kind));
