/** Phrases the public pages share, composed from the academy's data in shared/academy.ts. */
import { ACADEMY } from '#shared/academy';

const { sessionFormat: format, eligibility } = ACADEMY;

/** "2-hour sessions, 3 days a week (Friday, Saturday, Sunday), year-round" */
export const SESSION_FORMAT = `${format.hoursPerSession}-hour sessions, ${format.daysPerWeek} days a week (${format.days.join(', ')}), ${format.season.toLowerCase()}`;

/** "2014–2017" */
export const BIRTH_YEARS = `${eligibility.birthYears.from}–${eligibility.birthYears.to}`;

export const mailtoHref = (subject: string) =>
  `mailto:${ACADEMY.email}?subject=${encodeURIComponent(subject)}`;
