import { describe, expect, it } from 'vitest';
import { describeYears, groupFor, groupsForYears, overlappingGroup, PLAN_WIDE_GROUPS, type TrainingGroup, trainingGroups, yearsTaken } from './training-groups';

const older: TrainingGroup = { id: 'g1', tier: 'core', birthYears: [2014, 2015], label: 'Core 2014–2015' };
const younger: TrainingGroup = { id: 'g2', tier: 'core', birthYears: [2016, 2017], label: 'Core 2016–2017' };

describe('an athlete’s training group (docs/product.md, Training sessions: Groups)', () => {
  it.each([
    ['no split: the plan’s own group', [...PLAN_WIDE_GROUPS], 'core', 2015, 'core'],
    ['a 2015 athlete with Core 2014–2015', [...PLAN_WIDE_GROUPS, older], 'core', 2015, 'g1'],
    ['a 2016 athlete, no split takes 2016: Core', [...PLAN_WIDE_GROUPS, older], 'core', 2016, 'core'],
    ['a 2016 athlete with both splits', [...PLAN_WIDE_GROUPS, older, younger], 'core', 2016, 'g2'],
    ['a Pro athlete: a Core split never takes them', [...PLAN_WIDE_GROUPS, older, younger], 'pro', 2015, 'pro'],
    ['no birth year known: the plan’s own group', [...PLAN_WIDE_GROUPS, older], 'core', null, 'core'],
    ['no group listed at all: the plan’s id', [], 'pro', 2015, 'pro'],
  ] as const)('%s', (_name, groups, tier, year, expected) => {
    expect(groupFor(groups, tier, year).id).toBe(expected);
  });

  it('gives a plan’s own group the years no split takes, and drops it from training once it has none', () => {
    const core = PLAN_WIDE_GROUPS[0]!;
    expect(yearsTaken([...PLAN_WIDE_GROUPS, older], core)).toEqual([2016, 2017]);
    expect(yearsTaken([...PLAN_WIDE_GROUPS, older, younger], core)).toEqual([]);
    expect(trainingGroups([...PLAN_WIDE_GROUPS, older, younger]).map((g) => g.id)).toEqual(['pro', 'g1', 'g2']);
  });

  it('finds the split that already takes one of the years, only within the same plan', () => {
    expect(overlappingGroup([...PLAN_WIDE_GROUPS, older], { tier: 'core', birthYears: [2015, 2016] })?.id).toBe('g1');
    expect(overlappingGroup([...PLAN_WIDE_GROUPS, older], { tier: 'core', birthYears: [2016, 2017] })).toBeNull();
    expect(overlappingGroup([...PLAN_WIDE_GROUPS, older], { tier: 'pro', birthYears: [2014] })).toBeNull();
  });

  it('writes years as a run or a list', () => {
    expect(describeYears([2015, 2014])).toBe('2014–2015');
    expect(describeYears([2014, 2016])).toBe('2014, 2016');
    expect(describeYears([2017])).toBe('2017');
  });

  it('finds a trial’s group(s) from the birth years an age allows: one per year, each once', () => {
    expect(groupsForYears([...PLAN_WIDE_GROUPS], 'core', [2015, 2016]).map((g) => g.id)).toEqual(['core']);
    expect(groupsForYears([...PLAN_WIDE_GROUPS, older, younger], 'core', [2014, 2015]).map((g) => g.id)).toEqual(['g1']);
    expect(groupsForYears([...PLAN_WIDE_GROUPS, older, younger], 'core', [2015, 2016]).map((g) => g.id)).toEqual(['g1', 'g2']);
    expect(groupsForYears([...PLAN_WIDE_GROUPS, older], 'core', [2015, 2016]).map((g) => g.id)).toEqual(['g1', 'core']);
    expect(groupsForYears([...PLAN_WIDE_GROUPS, older], 'core', [])).toEqual([]);
  });
});
