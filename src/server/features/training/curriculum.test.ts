import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_DIR, ContentError } from '#server/db/seed/content-files';
import { loadCurriculum } from './curriculum';

describe('the curriculum in content/training', () => {
  it('has the six categories in display order and their lessons grouped in file order', () => {
    const { categories, lessons } = loadCurriculum();
    expect(categories.map((c) => c.id)).toEqual(['ball-mastery', 'first-touch', 'passing', 'dribbling-1v1', 'finishing', 'speed-agility']);
    expect(lessons).toHaveLength(62);
    const order = categories.map((c) => c.id);
    const categoryIndexes = lessons.map((l) => order.indexOf(l.categoryId));
    expect(categoryIndexes).toEqual([...categoryIndexes].sort((a, b) => a - b));
    expect(lessons.filter((l) => l.categoryId === 'ball-mastery').map((l) => l.id)).toEqual([
      'ball-mastery-toe-taps-sole-rolls',
      'ball-mastery-inside-outside-box',
      'ball-mastery-v-pull-backs',
      'ball-mastery-weak-foot-only',
      'ball-mastery-juggling-ladder',
      'ball-mastery-four-cone-weave',
      'ball-mastery-croqueta-shuffle',
      'ball-mastery-thigh-and-foot-juggles',
      'ball-mastery-fast-feet-combos',
      'ball-mastery-drag-turn-square',
      'ball-mastery-minute-circuit',
    ]);
  });

  it('reads a lesson field for field, with the spec’s bonuses on its measurement', () => {
    const lesson = loadCurriculum().lessons.find((l) => l.id === 'ball-mastery-juggling-ladder');
    expect(lesson).toMatchObject({
      categoryId: 'ball-mastery',
      title: 'Juggling Ladder',
      type: 'Exercise',
      difficulty: 'Intermediate',
      durationMinutes: 15,
      contentUrl: null,
      equipment: ['Ball'],
      space: 'Backyard or grass patch, about 5 x 5 yards',
      measurement: { metric: 'juggles', target: 15, xpPerUnit: 2, bonusXp: 20, timeBonus: 15, milestoneBonus: 25 },
    });
    expect(lesson?.steps.map((s) => s.title)).toEqual(['Warm up with drop kicks', 'Climb the ladder', 'Go for your record']);
    expect(lesson?.instructions.at(-1)).toBe('Measurement: count juggles in a row without the ball touching the ground. Reach 15.');
    expect(lesson).not.toHaveProperty('minimumSeconds');
    const untimed = loadCurriculum().lessons.filter((l) => l.measurement === null).map((l) => l.id);
    expect(untimed).toEqual(['passing-weight-and-accuracy', 'dribbling-three-moves', 'finishing-laces-strike']);
  });
});

describe('a curriculum with mistakes', () => {
  let root: string;
  afterEach(() => rmSync(join(root, '..'), { recursive: true, force: true }));

  function copyOfContent(): string {
    root = join(mkdtempSync(join(tmpdir(), 'bravo-content-')), 'content');
    cpSync(CONTENT_DIR, root, { recursive: true });
    return root;
  }
  const lessonFile = (name: string) => join(root, 'training', 'ball-mastery', name);
  function edit(name: string, change: (text: string) => string) {
    writeFileSync(lessonFile(name), change(readFileSync(lessonFile(name), 'utf8')));
  }
  function problemsOf(dir: string): string[] {
    try {
      loadCurriculum(dir);
    } catch (error) {
      if (error instanceof ContentError) return [...error.problems];
      throw error;
    }
    throw new Error('the curriculum loaded');
  }

  it('names every file and field that is wrong, all at once', () => {
    const dir = copyOfContent();
    edit('10-toe-taps-sole-rolls.yaml', (t) => t.replace('durationMinutes: 10', 'durationMinutes: ten').replace('tips:', 'tip:'));
    edit('20-inside-outside-box.yaml', (t) => t.replace(/ {2}- title: Both feet and cool down\n.*\n/, ''));
    edit('30-juggling-ladder.yaml', (t) => t.replace('xpPerUnit: 2', 'xpPerUnit: 5'));
    expect(problemsOf(dir)).toEqual([
      'content/training/ball-mastery/10-toe-taps-sole-rolls.yaml: durationMinutes: Invalid input: expected number, received string',
      'content/training/ball-mastery/10-toe-taps-sole-rolls.yaml: tips: Invalid input: expected array, received undefined',
      'content/training/ball-mastery/10-toe-taps-sole-rolls.yaml: tip: not a field here (a typo? the fields are in content/README.md)',
      'content/training/ball-mastery/20-inside-outside-box.yaml: steps: a lesson has exactly 3 steps: warm-up or set-up, the main drill, a progression or cool-down',
      'content/training/ball-mastery/30-juggling-ladder.yaml: measurement.xpPerUnit: target x xpPerUnit may be at most 60 XP',
    ]);
  });

  it('reports a repeated id, a file without an order number, a stray folder and broken YAML', () => {
    const dir = copyOfContent();
    edit('20-inside-outside-box.yaml', (t) => t.replace('id: ball-mastery-inside-outside-box', 'id: ball-mastery-toe-taps-sole-rolls'));
    writeFileSync(lessonFile('extra.yaml'), readFileSync(lessonFile('40-four-cone-weave.yaml')));
    writeFileSync(lessonFile('60-broken.yaml'), 'id: [unclosed\n');
    mkdirSync(join(dir, 'training', 'heading'));
    const problems = problemsOf(dir);
    expect(problems).toContain('content/training/heading: "heading" is not a category id in training/categories.yaml');
    expect(problems).toContain(
      'content/training/ball-mastery/extra.yaml: the name must be a number, a dash and lower-case words, e.g. 10-toe-taps.yaml (the number sets the order)',
    );
    expect(problems.some((p) => p.startsWith('content/training/ball-mastery/60-broken.yaml: not valid YAML'))).toBe(true);
    expect(problems).toContain(
      'content/training/ball-mastery/20-inside-outside-box.yaml: id "ball-mastery-toe-taps-sole-rolls" is already used by another lesson in content/training/ball-mastery/10-toe-taps-sole-rolls.yaml',
    );
  });
});
