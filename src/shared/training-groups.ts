/**
 * Training groups (issue 38, point 1; docs/product.md, Training sessions: Groups): who trains
 * together. Each plan has its own plan-wide group (`core`, `pro`); an admin may split a plan by birth
 * year (Core 2014–2015, Core 2016–2017). An athlete's group follows from the plan and the birth year:
 * the active split that takes the year, else the plan-wide group. Splits of one plan never share a
 * year, so every birth year of a plan is in exactly one active group. Every group trains in its
 * plan's window.
 */
import { ELIGIBLE_BIRTH_YEARS } from './academy';
import { type PlanTier, TRAINING_WINDOWS, type TrainingWindow } from './academy-plans';

export type TrainingGroup = {
  id: string;
  tier: PlanTier;
  /** The birth years a split takes; null for the plan-wide group, which takes the years no split takes. */
  birthYears: readonly number[] | null;
  label: string;
};

/** The birth years the academy trains (2014-2017), the only ones a group may take. */
export const GROUP_BIRTH_YEARS: readonly number[] = Array.from({ length: ELIGIBLE_BIRTH_YEARS.to - ELIGIBLE_BIRTH_YEARS.from + 1 }, (_, i) => ELIGIBLE_BIRTH_YEARS.from + i);

/** The plan-wide groups, as migration 0056 seeds them: their ids are the plan tiers. */
export const PLAN_WIDE_GROUPS: readonly TrainingGroup[] = [
  { id: 'core', tier: 'core', birthYears: null, label: 'Core' },
  { id: 'pro', tier: 'pro', birthYears: null, label: 'Pro' },
];

export const isPlanWide = (group: Pick<TrainingGroup, 'birthYears'>) => group.birthYears === null;

/** The group's weekly window: its plan's. */
export function groupWindow(group: Pick<TrainingGroup, 'tier'>): TrainingWindow {
  return TRAINING_WINDOWS[group.tier];
}

/** The birth years an active group takes among the active groups: a split's own, the plan-wide group's the rest. */
export function yearsTaken(active: readonly TrainingGroup[], group: TrainingGroup): number[] {
  if (group.birthYears) return [...group.birthYears].sort();
  const split = new Set(active.filter((g) => g.tier === group.tier && g.birthYears).flatMap((g) => g.birthYears!));
  return GROUP_BIRTH_YEARS.filter((year) => !split.has(year));
}

/**
 * The athlete's group: of the active groups, the split of the plan that takes the birth year, else
 * the plan's own group (the plan tier's id when none is listed).
 */
export function groupFor(active: readonly TrainingGroup[], tier: PlanTier, birthYear: number | null | undefined): TrainingGroup {
  const split = active.find((g) => g.tier === tier && g.birthYears?.includes(birthYear ?? -1));
  return split ?? active.find((g) => g.tier === tier && isPlanWide(g)) ?? PLAN_WIDE_GROUPS.find((g) => g.tier === tier)!;
}

/**
 * The groups a child would train with in a plan, for each birth year the child may have (an
 * application gives an age, so up to two years): one group per year, each once.
 */
export function groupsForYears(active: readonly TrainingGroup[], tier: PlanTier, birthYears: readonly number[]): TrainingGroup[] {
  const found = new Map<string, TrainingGroup>();
  for (const year of birthYears) {
    const group = groupFor(active, tier, year);
    found.set(group.id, group);
  }
  return [...found.values()];
}

/** The active groups that have athletes to train: each split, and a plan-wide group while some year is left to it. */
export function trainingGroups(active: readonly TrainingGroup[]): TrainingGroup[] {
  return active.filter((g) => yearsTaken(active, g).length > 0);
}

/** The active split of the same plan that already takes one of the years, if any. */
export function overlappingGroup(active: readonly TrainingGroup[], candidate: Pick<TrainingGroup, 'tier' | 'birthYears'>): TrainingGroup | null {
  const years = new Set(candidate.birthYears ?? []);
  return active.find((g) => g.tier === candidate.tier && g.birthYears?.some((year) => years.has(year))) ?? null;
}

/** "2014–2015", "2014, 2016", "2016": birth years as the pages write them. */
export function describeYears(years: readonly number[]): string {
  const sorted = [...years].sort();
  const isRun = sorted.every((year, i) => i === 0 || year === sorted[i - 1]! + 1);
  return sorted.length > 1 && isRun ? `${sorted[0]}–${sorted.at(-1)}` : sorted.join(', ');
}
