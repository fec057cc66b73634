import { describe, expect, it } from 'vitest';
import { PLANS, PRO_UPGRADE_BENEFITS, STARTING_MONTHLY_CENTS, sessionLengthsLine, TERMS, firstChargeCents, formatTrainingWindow, getPlan, hourlyRateCents, hoursPerMonth, monthlyEquivalentCents } from './academy-plans';
import { ACADEMY_MODEL, VALUES } from './academy-story';
import { ACADEMY } from './academy';
import { CURRICULUM_LEVELS, isLevelUnlocked } from './curriculum-demo';

describe('academy plans (spec part 2, section 9)', () => {
  it('has exactly the four plans', () => {
    expect(PLANS.map((p) => p.id)).toEqual(['core-monthly', 'core-annual', 'pro-monthly', 'pro-annual']);
  });

  it('keeps every amount in integer cents', () => {
    for (const plan of PLANS) {
      expect(Number.isInteger(plan.priceCents)).toBe(true);
      expect(Number.isInteger(plan.joinFeeCents)).toBe(true);
    }
  });

  it.each([
    ['core-monthly', 30_000, 15_000, 3],
    ['core-annual', 330_000, 0, 12],
    ['pro-monthly', 37_500, 5_000, 6],
    ['pro-annual', 420_000, 0, 12],
  ])('%s costs %i cents with a %i cent join fee and a %i-month commitment', (id, price, fee, months) => {
    const plan = getPlan(id);
    expect(plan?.priceCents).toBe(price);
    expect(plan?.joinFeeCents).toBe(fee);
    expect(plan?.commitmentMonths).toBe(months);
  });

  it('prices the annual plans at $275 and $350 a month', () => {
    expect(monthlyEquivalentCents(getPlan('core-annual')!)).toBe(27_500);
    expect(monthlyEquivalentCents(getPlan('pro-annual')!)).toBe(35_000);
  });

  it('says every plan’s session length wherever the public pages say one (issue 37)', () => {
    expect(sessionLengthsLine()).toBe('1-hour Core or 2-hour Pro sessions');
    const planHours = new Set(PLANS.map((p) => p.hoursPerSession));
    for (const text of [ACADEMY.description, ...ACADEMY_MODEL.map((m) => m.text)]) {
      const said = new Set([...text.matchAll(/(\d+)-hour/g)].map((m) => Number(m[1])));
      if (said.size) expect(said, text).toEqual(planHours);
    }
  });

  it('gives Core 12 hours and Pro twice that', () => {
    expect(hoursPerMonth(getPlan('core-monthly')!)).toBe(12);
    expect(hoursPerMonth(getPlan('pro-monthly')!)).toBe(24);
  });

  it('quotes annual Core at about $22.92 an hour', () => {
    expect(hourlyRateCents(getPlan('core-annual')!)).toBe(2292);
  });

  it('charges the join fee with the first monthly payment only', () => {
    expect(firstChargeCents(getPlan('core-monthly')!)).toBe(45_000);
    expect(firstChargeCents(getPlan('pro-annual')!)).toBe(420_000);
  });

  it('starts from $300 a month, as the store says', () => {
    expect(STARTING_MONTHLY_CENTS).toBe(30_000);
  });

  it('marks only Pro monthly as most popular', () => {
    expect(PLANS.filter((p) => p.isMostPopular).map((p) => p.id)).toEqual(['pro-monthly']);
  });

  it('formats the training windows', () => {
    expect(formatTrainingWindow(getPlan('core-monthly')!.schedule)).toBe('Friday–Sunday, 4:00–5:00 PM Pacific Time');
    expect(formatTrainingWindow(getPlan('pro-monthly')!.schedule)).toBe('Friday–Sunday, 4:00–6:00 PM Pacific Time');
  });
});

describe('the Pro upgrade dialog (issue 37)', () => {
  it('lists only what Pro adds over Core: never progress reports, which every family has, nor coach messaging it does not prioritise', () => {
    const core = getPlan('core-monthly')!.benefits;
    const pro = getPlan('pro-monthly')!.benefits;
    expect(PRO_UPGRADE_BENEFITS.length).toBeGreaterThan(0);
    for (const benefit of PRO_UPGRADE_BENEFITS) {
      expect(pro).toContain(benefit);
      expect(core).not.toContain(benefit);
    }
    expect(PRO_UPGRADE_BENEFITS.join(' ')).not.toMatch(/progress report|priority|messaging|progress tracking/i);
    expect(PRO_UPGRADE_BENEFITS).toEqual(expect.arrayContaining(['Strength and conditioning', 'Resource library access']));
  });
});

describe('academy story', () => {
  it('lists the six values in order', () => {
    expect(VALUES.map((v) => v.name)).toEqual(['Respect', 'Discipline', 'Integrity', 'Humility', 'Spirit', 'Loyalty']);
  });

  it('states the four terms', () => {
    expect(TERMS).toHaveLength(4);
    expect(TERMS.map((t) => t.text).join(' ')).toMatch(/4 months.*remaining balance.*not refundable.*2014 and 2017/s);
  });
});

describe('curriculum demo (3 levels, 8 modules, unlock 2, 1, 1)', () => {
  it('has three levels and eight modules', () => {
    expect(CURRICULUM_LEVELS.map((l) => l.title)).toEqual([
      'Foundation Level',
      'Intermediate Development',
      'Elite Performance',
    ]);
    expect(CURRICULUM_LEVELS.flatMap((l) => l.modules)).toHaveLength(8);
    expect(CURRICULUM_LEVELS.map((l) => l.requiredToAdvance)).toEqual([2, 1, 1]);
  });

  it('unlocks the next level after the required modules', () => {
    expect(isLevelUnlocked(CURRICULUM_LEVELS, 0)).toBe(true);
    expect(isLevelUnlocked(CURRICULUM_LEVELS, 1)).toBe(true);
    expect(isLevelUnlocked(CURRICULUM_LEVELS, 2)).toBe(false);
  });
});
