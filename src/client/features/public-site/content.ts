/** Phrases the public pages share, composed from the academy's data in shared/academy.ts. */
import { ACADEMY } from '#shared/academy';
import { sessionLengthsLine } from '#shared/academy-plans';

const { sessionFormat: format, eligibility } = ACADEMY;

/** "1-hour Core or 2-hour Pro sessions, 3 days a week (Friday, Saturday, Sunday), year-round": lengths from the plans. */
export const SESSION_FORMAT = `${sessionLengthsLine()}, ${format.daysPerWeek} days a week (${format.days.join(', ')}), ${format.season.toLowerCase()}`;

/** "2014–2017" */
export const BIRTH_YEARS = `${eligibility.birthYears.from}–${eligibility.birthYears.to}`;

export const mailtoHref = (subject: string) =>
  `mailto:${ACADEMY.email}?subject=${encodeURIComponent(subject)}`;
