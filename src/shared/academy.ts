/**
 * The academy's own data, in three files every page and server rule reads, so a fact changes in one
 * place: who we are and how to reach us (here), plans, prices, terms and schedules
 * (academy-plans.ts), and the story the public pages tell (academy-story.ts). What they say is in
 * docs/product.md (Membership, Public site); docs/decisions/002 records the choices behind them.
 */

export const ACADEMY = {
  name: 'Bravo Academy',
  shortName: 'Bravo',
  tagline: 'Elite youth soccer development in 4S Ranch, San Diego',
  description:
    'A small, invite-only youth soccer academy in 4S Ranch, San Diego: 1-hour Core or 2-hour Pro sessions, 3 days a week, year-round, built on a European development model.',
  phone: { display: '(858) 555-0142', href: 'tel:+18585550142' },
  email: 'info@bravoacademy.com',
  /** Who a concern about a child's safety goes to (docs/product.md, Academy assistant: Safety). */
  safeguarding: { title: 'Safeguarding lead', email: 'safeguarding@bravoacademy.com', phone: { display: '(858) 555-0142', href: 'tel:+18585550142' } },
  location: {
    venue: '4S Ranch Sports Park',
    street: '16118 4S Ranch Parkway',
    city: 'San Diego',
    region: 'CA',
    postalCode: '92127',
    area: '4S Ranch, San Diego',
  },
  timeZone: 'America/Los_Angeles',
  timeZoneLabel: 'Pacific Time',
  reviewsUrl: 'https://www.google.com/search?q=Bravo+Academy+4S+Ranch+San+Diego+reviews',
  // A session's length belongs to the plan (academy-plans.ts: Core 1 hour, Pro 2 hours).
  sessionFormat: {
    daysPerWeek: 3,
    days: ['Friday', 'Saturday', 'Sunday'],
    season: 'Year-round',
  },
  eligibility: {
    birthYears: { from: 2014, to: 2017 },
    levels: 'Flight 1 and Flight 2',
    note: 'Club neutral and open to all',
  },
} as const;

export const ELIGIBLE_BIRTH_YEARS = ACADEMY.eligibility.birthYears;

export function formatAddress(): string {
  const l = ACADEMY.location;
  return `${l.venue}, ${l.street}, ${l.city}, ${l.region} ${l.postalCode}`;
}

export function copyrightLine(year: number): string {
  return `© ${year} ${ACADEMY.name}. All rights reserved.`;
}

/** The weekday order used to show schedules. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
