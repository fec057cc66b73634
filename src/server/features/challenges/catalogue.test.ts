import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '#server/db/seed/content-files';
import { loadChallengeCatalogue } from './catalogue';

describe('the challenge catalogue in content/challenges', () => {
  it('reads the challenges in the categories’ order, resolving each default timer from its difficulty', () => {
    const catalogue = loadChallengeCatalogue();
    expect(catalogue).toHaveLength(31);
    expect(catalogue[0]).toEqual({
      id: 'weak-foot-wake-up',
      name: 'Weak Foot Wake-Up',
      description:
        'Make 100 touches using only your weaker foot: sole rolls, inside taps and outside taps. Count every touch out loud in sets of 25 until you reach 100.',
      category: 'technical',
      difficulty: 'beginner',
      targetValue: 100,
      targetType: 'touches',
      xpReward: 40,
      bonusXp: 10,
      timerDuration: 300,
      equipment: ['Ball'],
      space: 'Any flat space, about 3 x 3 yards',
    });
    expect([...new Set(catalogue.map((c) => c.category))]).toEqual(['technical', 'physical', 'tactical', 'mental', 'ball-control', 'first-touch', 'passing', 'consistency']);
    const timer = (id: string) => catalogue.find((c) => c.id === id)?.timerDuration;
    expect([timer('turn-master'), timer('perfect-week')]).toEqual([600, null]);
    expect(catalogue.filter((c) => c.timerDuration === null).map((c) => c.id)).toEqual(['three-day-trainer', 'daily-200', 'five-day-streak', 'perfect-week']);
  });
});

describe('a challenge catalogue with mistakes', () => {
  let root: string;
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  it('names the file, the challenge and the field', () => {
    root = join(mkdtempSync(join(tmpdir(), 'bravo-content-')), 'content');
    cpSync(CONTENT_DIR, root, { recursive: true });
    const technical = join(root, 'challenges', 'technical.yaml');
    writeFileSync(technical, readFileSync(technical, 'utf8').replace('xpReward: 70', 'xpReward: 170').replace('timerDuration: default', 'timerDuration: soon'));
    writeFileSync(join(root, 'challenges', 'heading.yaml'), '[]\n');
    expect(() => loadChallengeCatalogue(root)).toThrow(
      [
        "The academy's content (content/README.md) has 3 problems:",
        '  content/challenges/heading.yaml: "heading" is not a category; the file name must be one of: technical, physical, tactical, mental, ball-control, first-touch, passing, consistency',
        '  content/challenges/technical.yaml: [0].timerDuration (id weak-foot-wake-up): must be a number of seconds, default (the difficulty’s countdown) or null (tracked, no timer)',
        '  content/challenges/technical.yaml: [1].xpReward (id turn-master): intermediate challenges pay 60-100 XP',
      ].join('\n'),
    );
  });
});
