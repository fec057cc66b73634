/**
 * Membership plans, terms and training windows (docs/product.md, Membership). Money is integer
 * cents. Split from academy.ts so the public pages' first screen does not carry them (decision 004).
 */
import { ACADEMY, ELIGIBLE_BIRTH_YEARS } from './academy';

export type PlanTier = 'core' | 'pro';
export type BillingInterval = 'month' | 'year';
export type PlanId = 'core-monthly' | 'core-annual' | 'pro-monthly' | 'pro-annual';

export type TrainingWindow = {
  days: readonly string[];
  /** 24-hour local times in the academy's time zone. */
  start: string;
  end: string;
};

export type Plan = {
  id: PlanId;
  tier: PlanTier;
  name: 'Core Plan' | 'Pro Plan';
  label: string;
  description: string;
  interval: BillingInterval;
  /** What one charge costs: per month for monthly plans, per year for annual ones. */
  priceCents: number;
  /** One-time fee charged with the first payment of a monthly plan. */
  joinFeeCents: number;
  sessionsPerMonth: number;
  hoursPerSession: number;
  commitmentMonths: number;
  schedule: TrainingWindow;
  benefits: readonly string[];
  isMostPopular: boolean;
};

const CORE_WINDOW: TrainingWindow = { days: ACADEMY.sessionFormat.days, start: '16:00', end: '17:00' };
const PRO_WINDOW: TrainingWindow = { days: ACADEMY.sessionFormat.days, start: '16:00', end: '18:00' };

const CORE_BENEFITS = [
  '3 sessions per week (12 per month)',
  'Individual progress tracking',
  'Professional coaching',
  'Skill-focused technical training',
  'Bravo app: lessons, XP and weekly rankings',
  'Player assessments',
] as const;

const PRO_BENEFITS = [
  '3 full 2-hour sessions per week',
  'Strength and conditioning',
  'Tactical clinics',
  'Nutrition guidance',
  'Mental preparation',
  'Resource library access',
  'Individual progress tracking',
  'Professional coaching',
  'Bravo app: lessons, XP and weekly rankings',
] as const;

export const PLANS: readonly Plan[] = [
  {
    id: 'core-monthly',
    tier: 'core',
    name: 'Core Plan',
    label: 'Core Plan (Monthly)',
    description: 'Technical foundations: one focused hour, three days a week.',
    interval: 'month',
    priceCents: 30_000,
    joinFeeCents: 15_000,
    sessionsPerMonth: 12,
    hoursPerSession: 1,
    commitmentMonths: 3,
    schedule: CORE_WINDOW,
    benefits: CORE_BENEFITS,
    isMostPopular: false,
  },
  {
    id: 'core-annual',
    tier: 'core',
    name: 'Core Plan',
    label: 'Core Plan (Annual)',
    description: 'The Core Plan for a full year, paid once, with no join fee.',
    interval: 'year',
    priceCents: 330_000,
    joinFeeCents: 0,
    sessionsPerMonth: 12,
    hoursPerSession: 1,
    commitmentMonths: 12,
    schedule: CORE_WINDOW,
    benefits: CORE_BENEFITS,
    isMostPopular: false,
  },
  {
    id: 'pro-monthly',
    tier: 'pro',
    name: 'Pro Plan',
    label: 'Pro Plan (Monthly)',
    description: 'The complete player: full sessions plus strength, tactics, nutrition and mindset.',
    interval: 'month',
    priceCents: 37_500,
    joinFeeCents: 5_000,
    sessionsPerMonth: 12,
    hoursPerSession: 2,
    commitmentMonths: 6,
    schedule: PRO_WINDOW,
    benefits: PRO_BENEFITS,
    isMostPopular: true,
  },
  {
    id: 'pro-annual',
    tier: 'pro',
    name: 'Pro Plan',
    label: 'Pro Plan (Annual)',
    description: 'The Pro Plan for a full year, paid once, with no join fee.',
    interval: 'year',
    priceCents: 420_000,
    joinFeeCents: 0,
    sessionsPerMonth: 12,
    hoursPerSession: 2,
    commitmentMonths: 12,
    schedule: PRO_WINDOW,
    benefits: PRO_BENEFITS,
    isMostPopular: false,
  },
];

export function getPlan(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

/** Training hours in a month: sessions times hours per session (Pro doubles Core's hours). */
export function hoursPerMonth(plan: Pick<Plan, 'sessionsPerMonth' | 'hoursPerSession'>): number {
  return plan.sessionsPerMonth * plan.hoursPerSession;
}

/** The plan's cost spread over a month, in cents (annual price / 12). */
export function monthlyEquivalentCents(plan: Pick<Plan, 'interval' | 'priceCents'>): number {
  return plan.interval === 'year' ? Math.round(plan.priceCents / 12) : plan.priceCents;
}

/** The cost of one training hour, in cents (docs/product.md, Membership: annual Core about $22.92). */
export function hourlyRateCents(plan: Pick<Plan, 'interval' | 'priceCents' | 'sessionsPerMonth' | 'hoursPerSession'>): number {
  return Math.round(monthlyEquivalentCents(plan) / hoursPerMonth(plan));
}

/** The first charge at checkout: one period plus the join fee. */
export function firstChargeCents(plan: Pick<Plan, 'priceCents' | 'joinFeeCents'>): number {
  return plan.priceCents + plan.joinFeeCents;
}

/** The lowest monthly price, as the store teaser quotes it ("from $300/month"). */
export const STARTING_MONTHLY_CENTS = Math.min(
  ...PLANS.filter((p) => p.interval === 'month').map((p) => p.priceCents),
);

/** What the landing page lists for each tier (docs/product.md, Public site). */
export const LANDING_PLAN_FEATURES: Record<PlanTier, readonly string[]> = {
  core: ['3 sessions per week', 'Individual tracking', 'Professional coaching', 'Skill focus'],
  pro: ['Everything in Core', 'Strength and conditioning', 'Tactical clinics', 'Nutrition guidance', 'Mental preparation'],
};

/**
 * The Pro upgrade dialog's list (docs/product.md, Resources): only what Pro adds over Core, read
 * from the plans themselves, so it can never promise what every family has (progress reports,
 * coaching) or what the app does not do.
 */
export const PRO_UPGRADE_BENEFITS: readonly string[] = PRO_BENEFITS.filter((benefit) => !(CORE_BENEFITS as readonly string[]).includes(benefit));

export const TERMS = [
  {
    title: 'Breaks',
    text: 'A break of more than 4 months means permanent removal from the academy.',
  },
  {
    title: 'Early withdrawal',
    text: 'Leaving before the end of your commitment means the remaining balance of the commitment is due.',
  },
  { title: 'No refunds', text: 'Payments are not refundable.' },
  {
    title: 'Eligibility',
    text: `Athletes must be born between ${ELIGIBLE_BIRTH_YEARS.from} and ${ELIGIBLE_BIRTH_YEARS.to}.`,
  },
] as const;

/* ------------------------------------------------------------------------------------------------
 * Schedule formatting
 * --------------------------------------------------------------------------------------------- */

export function formatClock(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "Friday–Sunday, 4:00–6:00 PM Pacific Time" */
export function formatTrainingWindow(window: TrainingWindow): string {
  const days = window.days.length > 1 ? `${window.days[0]}–${window.days[window.days.length - 1]}` : window.days[0];
  const start = formatClock(window.start).replace(/ (AM|PM)$/, '');
  return `${days}, ${start}–${formatClock(window.end)} ${ACADEMY.timeZoneLabel}`;
}

export const TRAINING_WINDOWS = { core: CORE_WINDOW, pro: PRO_WINDOW } as const;


/**
 * The session lengths the plans offer, as the public pages say them (issue 37: the landing page
 * said "2-hour sessions" while Core trains 1 hour): "1-hour Core or 2-hour Pro sessions".
 */
export function sessionLengthsLine(plans: readonly Pick<Plan, 'name' | 'tier' | 'interval' | 'hoursPerSession'>[] = PLANS): string {
  const lengths = plans
    .filter((plan) => plan.interval === 'month')
    .map((plan) => `${plan.hoursPerSession}-hour ${plan.name.replace(/ Plan$/, '')}`);
  return `${lengths.join(' or ')} sessions`;
}
