import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '#server/db/seed/content-files';
import { loadAchievementCatalogue } from './catalogue';

describe('the achievement catalogue in content/achievements', () => {
  it('reads the achievements in the categories’ order, field for field', () => {
    const catalogue = loadAchievementCatalogue();
    expect(catalogue).toHaveLength(30);
    expect(catalogue[0]).toEqual({
      id: 'first-lesson',
      name: 'First Touch',
      description: 'Complete your first lesson.',
      category: 'training',
      iconName: 'Footprints',
      xpReward: 10,
      requirementType: 'lessons_completed',
      requirementValue: 1,
      rarity: 'common',
    });
    expect([...new Set(catalogue.map((a) => a.category))]).toEqual(['training', 'social', 'progression', 'consistency', 'special']);
    expect(catalogue.filter((a) => a.requirementType === 'weekly_top_ranking').map((a) => a.requirementValue).sort()).toEqual([1, 10, 3]);
  });
});

describe('an achievement catalogue with mistakes', () => {
  let root: string;
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  it('names the file, the achievement and the field', () => {
    root = join(mkdtempSync(join(tmpdir(), 'bravo-content-')), 'content');
    cpSync(CONTENT_DIR, root, { recursive: true });
    const training = join(root, 'achievements', 'training.yaml');
    writeFileSync(training, readFileSync(training, 'utf8').replace('rarity: common', 'rarity: legendary'));
    expect(() => loadAchievementCatalogue(root)).toThrow('content/achievements/training.yaml: [0].xpReward (id first-lesson): legendary achievements pay 300-500 XP');
  });
});
