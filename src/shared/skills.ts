/**
 * The skill passport's rules (issue 42, points 1-2; decision 090): the catalogue's shape, the five
 * levels, the birth-year bands and when an athlete's next evaluation is due. Pure, `now` passed in.
 */
import { academyDate, addDays, daysBetween } from './progress/time';

export const SKILL_PILLARS = ['technical', 'tactical', 'physical', 'mindset'] as const;
export type SkillPillar = (typeof SKILL_PILLARS)[number];
export const PILLAR_LABELS: Record<SkillPillar, string> = { technical: 'Technical', tactical: 'Tactical', physical: 'Physical', mindset: 'Mindset' };

/** Level 1 to 5, always named: a passport never shows a bare number a family could rank. */
export const SKILL_LEVELS = ['Emerging', 'Developing', 'Proficient', 'Advanced', 'Elite'] as const;
export type SkillLevel = 1 | 2 | 3 | 4 | 5;
export const levelName = (level: number): string => SKILL_LEVELS[level - 1] ?? '';

/** Each skill's levels are described per birth-year band: what "Proficient" means at 9 is not what it means at 11. */
export const SKILL_BANDS = ['2014-2015', '2016-2017'] as const;
export type SkillBand = (typeof SKILL_BANDS)[number];
export function bandFor(birthYear: number): SkillBand {
  return birthYear <= 2015 ? '2014-2015' : '2016-2017';
}

export type SkillDefinition = {
  id: string;
  pillar: SkillPillar;
  name: string;
  description: string;
  /** Lesson ids that train it, in the catalogue's order. */
  lessons: string[];
  /** Five descriptions per band, Emerging first. */
  levels: Record<SkillBand, string[]>;
};

export const EVALUATION_KINDS = ['light', 'full'] as const;
export type EvaluationKind = (typeof EVALUATION_KINDS)[number];
/** A light check rates 3 or 4 skills; a full evaluation rates every skill of the catalogue. */
export const LIGHT_SKILLS = { min: 3, max: 4 } as const;
/** A light check falls due 6 weeks after the last evaluation and is overdue after 8. */
export const LIGHT_DUE_DAYS = 42;
export const LIGHT_OVERDUE_DAYS = 56;

/** The season a date falls in: the US youth soccer year, 1 August to 31 July (decision 090). */
export function seasonStart(date: string): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${month >= 8 ? year : year - 1}-08-01`;
}

export type DueState = 'full-due' | 'overdue' | 'due' | 'up-to-date';
export type Due = { state: DueState; kind: EvaluationKind | null; dueOn: string };

/**
 * What an athlete needs next, from the dates (academy days) of their last published evaluation and
 * last full one: a full evaluation once per season, else a light check 6-8 weeks after the last.
 */
export function evaluationDue(last: { any: string | null; full: string | null }, now: Date): Due {
  const today = academyDate(now);
  const season = seasonStart(today);
  if (!last.full || last.full < season) return { state: 'full-due', kind: 'full', dueOn: last.full ? season : today };
  const since = last.any ?? last.full;
  const dueOn = addDays(since, LIGHT_DUE_DAYS);
  const age = daysBetween(since, today);
  if (age >= LIGHT_OVERDUE_DAYS) return { state: 'overdue', kind: 'light', dueOn };
  if (age >= LIGHT_DUE_DAYS) return { state: 'due', kind: 'light', dueOn };
  return { state: 'up-to-date', kind: null, dueOn };
}
