/**
 * What the academy assistant knows (docs/product.md, Academy assistant): every answer is rendered
 * from the same constants the pages show (academy.ts, academy-plans.ts, academy-story.ts,
 * curriculum.ts), so a price, a day or a phone number in an answer can never disagree with the
 * membership page. Adding a fact here means adding it to those files first.
 */
import { ACADEMY, formatAddress } from '../academy';
import {
  PLANS,
  type Plan,
  PRO_UPGRADE_BENEFITS,
  TERMS,
  TRAINING_WINDOWS,
  firstChargeCents,
  formatTrainingWindow,
  hourlyRateCents,
  hoursPerMonth,
  monthlyEquivalentCents,
} from '../academy-plans';
import { APP_KEY_FEATURES, COACH, TRAINING_PILLARS } from '../academy-story';
import { CURRICULUM } from '../curriculum';
import { paths } from '../page-paths';
import { LEVEL_THRESHOLDS } from '../progress/levels';
import { STREAK_MILESTONE_DAYS } from '../progress/streak';
import type { TAssistantLink } from './links';
import type { AssistantTopic } from './topics';

export type KnowledgeEntry = {
  id: string;
  title: string;
  /** Words a family might use for this topic that the answer itself may not contain. */
  keywords: string;
  text: string;
  /** A question answered by this entry is about joining or plans (suggestsMembership). */
  isAboutMembership: boolean;
  /** The app's pages the answer leads to, shown as links under it. */
  links?: readonly TAssistantLink[];
};

/** The pages answers lead to, named as the pages name themselves. */
export const ASSISTANT_LINKS = {
  manageBilling: { label: 'Manage Billing', path: paths.billing() },
  memberPortal: { label: 'Member portal', path: paths.memberPortal() },
  schedule: { label: 'Schedule', path: paths.schedule() },
  membership: { label: 'Membership and terms', path: paths.membership() },
  payments: { label: 'Payments and receipts', path: paths.profile({ tab: 'billing' }) },
  apply: { label: 'Apply to the academy', path: paths.academyDetails() },
  messages: { label: 'Academy Support', path: paths.messages() },
} as const satisfies Record<string, TAssistantLink>;

const term = (title: string) => TERMS.find((t) => t.title === title)?.text ?? '';

/** Dollars as the membership page shows them (client/lib/format.ts formatCents): "$3,300", "$22.92". */
export function formatDollars(cents: number): string {
  const dollars = cents / 100;
  const isWhole = Number.isInteger(dollars);
  return dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: isWhole ? 0 : 2, maximumFractionDigits: 2 });
}

function priceLine(plan: Plan): string {
  const fee = plan.joinFeeCents > 0 ? `plus a one-time ${formatDollars(plan.joinFeeCents)} join fee (first charge ${formatDollars(firstChargeCents(plan))})` : 'no join fee';
  const price = plan.interval === 'year'
    ? `${formatDollars(plan.priceCents)} a year (${formatDollars(monthlyEquivalentCents(plan))} a month, paid yearly)`
    : `${formatDollars(plan.priceCents)} a month`;
  return `${plan.label}: ${price}, ${fee}, ${plan.commitmentMonths}-month commitment, about ${formatDollars(hourlyRateCents(plan))} per training hour.`;
}

const tierPlans = (tier: Plan['tier']) => PLANS.filter((p) => p.tier === tier);

function tierSummary(tier: Plan['tier']): string {
  const [monthly] = tierPlans(tier);
  if (!monthly) return '';
  const prices = tierPlans(tier).map((p) => `${formatDollars(p.priceCents)} a ${p.interval}`).join(' or ');
  return `${monthly.name} (${prices}): ${monthly.description} ${monthly.sessionsPerMonth} sessions a month of ${monthly.hoursPerSession} hour${monthly.hoursPerSession > 1 ? 's' : ''} each (${hoursPerMonth(monthly)} hours a month), ${formatTrainingWindow(monthly.schedule)}. Includes: ${monthly.benefits.join('; ')}.`;
}

const { sessionFormat, eligibility, phone, email, location } = ACADEMY;
const mostPopular = PLANS.find((p) => p.isMostPopular);

/** The entries, each an answer a parent can read on its own. */
export const KNOWLEDGE: readonly KnowledgeEntry[] = [
  {
    id: 'membership',
    title: 'Membership plans',
    keywords: 'membership plans plan options core pro join sign up enroll register difference compare which',
    text: [
      `${ACADEMY.name} has two plans, each paid monthly or yearly.`,
      tierSummary('core'),
      tierSummary('pro'),
      mostPopular ? `Most families choose the ${mostPopular.label}.` : '',
      'You can choose a plan on the Membership page; one membership covers one athlete.',
    ].filter(Boolean).join('\n\n'),
    isAboutMembership: true,
  },
  {
    id: 'pricing',
    title: 'Prices and join fees',
    keywords: 'price prices pricing cost costs how much fee fees pay payment monthly annual yearly dollars expensive cheap rate',
    text: ['Our prices:', ...PLANS.map(priceLine), 'Prices are per athlete. Annual plans are paid once for the year and have no join fee.'].join('\n'),
    isAboutMembership: true,
  },
  {
    id: 'schedule',
    title: 'Training schedule',
    keywords: 'schedule when days time times hours session sessions training practice weekday weekend friday saturday sunday afternoon evening',
    text: [
      `We train ${sessionFormat.daysPerWeek} days a week, ${sessionFormat.days.join(', ')}, ${sessionFormat.season.toLowerCase()}.`,
      `Core Plan: ${formatTrainingWindow(TRAINING_WINDOWS.core)} (${tierPlans('core')[0]?.hoursPerSession ?? 1}-hour sessions).`,
      `Pro Plan: ${formatTrainingWindow(TRAINING_WINDOWS.pro)} (${tierPlans('pro')[0]?.hoursPerSession ?? 2}-hour sessions).`,
      `Sessions are at ${location.venue}, ${location.area}.`,
    ].join('\n'),
    isAboutMembership: false,
    links: [ASSISTANT_LINKS.memberPortal],
  },
  {
    id: 'cancel',
    title: 'Cancelling',
    keywords: 'cancel cancellation quit stop leave withdraw withdrawal end commitment contract minimum months',
    text: [
      ...PLANS.map((p) => `${p.label}: ${p.commitmentMonths}-month commitment.`),
      `Early withdrawal: ${term('Early withdrawal')}`,
      `No refunds: ${term('No refunds')}`,
      'Cancel on Manage Billing: the membership stays until the end of the period you paid for, then ends. Before the end of the commitment, Manage Billing shows the remaining balance first.',
    ].join('\n'),
    isAboutMembership: true,
    links: [ASSISTANT_LINKS.manageBilling],
  },
  {
    id: 'pause',
    title: 'Pausing a membership',
    keywords: 'pause break hold freeze suspend time off summer winter vacation injury away',
    text: [
      'You can pause a membership for 1 to 4 months on Manage Billing (Pause Membership). Nothing is charged while it is paused, and billing resumes when the break ends; you can also resume early there.',
      `Breaks: ${term('Breaks')} At most 4 months of breaks in any 12.`,
    ].join('\n'),
    isAboutMembership: false,
    links: [ASSISTANT_LINKS.manageBilling],
  },
  {
    id: 'change-plan',
    title: 'Changing plan',
    keywords: 'change switch upgrade downgrade plan core pro monthly annual yearly move',
    text: [
      'Change Plan is on Manage Billing. Core to Pro, or monthly to annual, starts at once: you pay the difference for the rest of the period (a new year less the unused part of the month). Pro to Core or annual to monthly starts at the end of the period you paid for.',
      'A downgrade cannot shorten a monthly plan’s commitment.',
    ].join('\n'),
    isAboutMembership: true,
    links: [ASSISTANT_LINKS.manageBilling, ASSISTANT_LINKS.membership],
  },
  {
    id: 'refund',
    title: 'Refunds',
    keywords: 'refund refunds money back reimburse reimbursement',
    text: [
      `No refunds: ${term('No refunds')}`,
      'Cancelling stops the next charge: the membership stays until the end of the period you paid for. Every payment has a receipt under Profile, Billing. If you think a charge is wrong, write to Academy Support.',
    ].join('\n'),
    isAboutMembership: false,
    links: [ASSISTANT_LINKS.payments, ASSISTANT_LINKS.membership, ASSISTANT_LINKS.messages],
  },
  {
    id: 'trial',
    title: 'A trial session',
    keywords: 'trial try tryout tryouts free session class first evaluation assessment',
    text: [
      `${ACADEMY.name} is small and invite-only, so there is no trial to book in the app. Apply with the application form (you can choose “Just exploring”), and a coach will get in touch about a first session.`,
      `Athletes born ${eligibility.birthYears.from} to ${eligibility.birthYears.to} can apply. Questions: call ${phone.display} or write to Academy Support.`,
    ].join('\n'),
    isAboutMembership: true,
    links: [ASSISTANT_LINKS.apply, ASSISTANT_LINKS.messages],
  },
  {
    id: 'friend-visit',
    title: 'A friend visiting',
    keywords: 'friend friends bring guest visit cousin neighbor join watch',
    text: [
      'Training sessions are for the academy’s athletes. Before bringing a friend to a session, ask Academy Support: a coach will tell you whether they can join or watch.',
      `A friend who would like to train with us can apply with the application form (athletes born ${eligibility.birthYears.from} to ${eligibility.birthYears.to}).`,
    ].join('\n'),
    isAboutMembership: false,
    links: [ASSISTANT_LINKS.messages, ASSISTANT_LINKS.apply],
  },
  {
    id: 'sessions-left',
    title: 'Sessions left',
    keywords: 'sessions left remaining used unused how many classes balance',
    text: `Each plan has ${tierPlans('core')[0]?.sessionsPerMonth ?? 12} sessions a month. The sessions left in the current period are on the member portal and the dashboard’s membership card; they start again at each renewal.`,
    isAboutMembership: false,
    links: [ASSISTANT_LINKS.memberPortal],
  },
  {
    id: 'renewal',
    title: 'Renewal',
    keywords: 'renew renewal renews next charge payment bill billing date expire expires',
    text: 'Monthly plans renew each month and annual plans each year, on the card on file. The next charge and its date are on the member portal and Manage Billing. A paused membership, or one set to cancel, does not renew.',
    isAboutMembership: false,
    links: [ASSISTANT_LINKS.memberPortal, ASSISTANT_LINKS.manageBilling],
  },
  {
    id: 'terms',
    title: 'Important terms',
    keywords: 'terms rules policy policies removal conditions',
    text: ['The important terms:', ...TERMS.map((t) => `${t.title}: ${t.text}`)].join('\n'),
    isAboutMembership: false,
  },
  {
    id: 'eligibility',
    title: 'Who can join',
    keywords: 'age ages old birth year born eligible eligibility boys girls level flight tryout tryouts invite apply application who join',
    text: [
      `Athletes born ${eligibility.birthYears.from} to ${eligibility.birthYears.to} can train with us, at ${eligibility.levels} level. ${eligibility.note}.`,
      `${ACADEMY.name} is small and invite-only: apply with the application form on our website, and we will be in touch.`,
    ].join('\n'),
    isAboutMembership: true,
  },
  {
    id: 'location',
    title: 'Where we train',
    keywords: 'where located location locate address directions field fields park venue map parking place',
    text: `We train at ${formatAddress()} (${location.area}).`,
    isAboutMembership: false,
  },
  {
    id: 'contact',
    title: 'Contacting the academy',
    keywords: 'contact phone call number email e-mail reach talk human person coach support help',
    text: `Call us at ${phone.display} or e-mail ${email}. You can also write to Academy Support here in Messages, and a coach will reply.`,
    isAboutMembership: false,
  },
  {
    id: 'training',
    title: 'How we train',
    keywords: 'training program curriculum method philosophy technical tactics strength conditioning mentorship skills develop development',
    text: [`Our training rests on ${TRAINING_PILLARS.length} pillars:`, ...TRAINING_PILLARS.map((p) => `${p.title}: ${p.text}`)].join('\n'),
    isAboutMembership: false,
  },
  {
    id: 'curriculum',
    title: 'The curriculum in the app',
    keywords: 'curriculum levels modules lessons progression foundation advance unlock',
    text: [
      'The in-app curriculum has these levels:',
      ...CURRICULUM.map((level) => `${level.title}: ${level.description} Modules: ${level.modules.map((m) => m.title).join(', ')}.`),
      'A level opens when enough modules of the level before it are completed.',
    ].join('\n'),
    isAboutMembership: false,
  },
  {
    id: 'app',
    title: 'How the app works',
    keywords: 'app application how work use lessons home practice features phone download',
    text: ['The Bravo app gives every athlete:', ...APP_KEY_FEATURES.map((f) => `- ${f}`)].join('\n'),
    isAboutMembership: false,
  },
  {
    id: 'xp',
    title: 'XP, levels and streaks',
    keywords: 'xp points level levels streak streaks badge badges achievements earn reward rewards',
    text: [
      'Athletes earn XP for lessons and challenges. Levels start at these XP totals: ' +
        LEVEL_THRESHOLDS.map((xp, i) => `level ${i + 1} at ${xp}`).join(', ') + '.',
      `Training on consecutive days builds a streak, with a milestone every ${STREAK_MILESTONE_DAYS} days. Badges unlock for consistency and progress.`,
    ].join('\n'),
    isAboutMembership: false,
  },
  {
    id: 'rankings',
    title: 'Challenges and rankings',
    keywords: 'challenge challenges weekly rankings leaderboard leaderboards rank compete competition monday reset',
    text: 'Weekly challenges reset every Monday. The weekly rankings show athletes by first name only, so families can follow progress without sharing more.',
    isAboutMembership: false,
  },
  {
    id: 'coach',
    title: 'Our coaches',
    keywords: 'coach coaches coaching staff qualified license licence experience certified safesport safety',
    text: [COACH.intro, ...COACH.credentials.map((c) => `- ${c}`)].join('\n'),
    isAboutMembership: false,
  },
  {
    id: 'pro-benefits',
    title: 'What Pro adds',
    keywords: 'pro upgrade benefits extra more better difference nutrition mental resources library reports',
    text: ['The Pro Plan includes:', ...PRO_UPGRADE_BENEFITS.map((b) => `- ${b}`)].join('\n'),
    isAboutMembership: true,
  },
  {
    id: 'billing',
    title: 'Billing and payments',
    keywords: 'billing bill card credit invoice receipt charge charged payment update change plan',
    text: 'Payments are made by card through a secure hosted checkout. Open Manage Billing on the Membership page to update your card, see your payments or cancel at the end of a period.',
    isAboutMembership: false,
  },
  {
    id: 'messages',
    title: 'Messages and safety',
    keywords: 'messages message support conversation chat safety safe child privacy kids login',
    text: 'Messages from coaches always reach the parent’s account: athletes have no login and no inbox. Write to Academy Support here in Messages for anything this assistant cannot answer.',
    isAboutMembership: false,
  },
];

export type QuickQuestionType = 'membership' | 'schedule' | 'pricing';

/** The entry that answers each topic of topics.ts: the topic's id is the entry's. */
export function topicEntry(topic: AssistantTopic): KnowledgeEntry {
  return knowledgeEntry(topic)!;
}

/** The quick questions map straight to their answers (docs/product.md, Academy assistant). */
export const QUICK_QUESTION_ENTRY: Record<QuickQuestionType, string> = {
  membership: 'membership',
  schedule: 'schedule',
  pricing: 'pricing',
};

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return KNOWLEDGE.find((entry) => entry.id === id);
}
