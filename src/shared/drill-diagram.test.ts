import { describe, expect, it } from 'vitest';
import {
  DIAGRAM_AREA_MESSAGE,
  DIAGRAM_MAX_CONES,
  DIAGRAM_MOVEMENT_MESSAGE,
  DIAGRAM_PATH_LENGTH_MESSAGE,
  DIAGRAM_TOO_MANY_CONES_MESSAGE,
  describeDiagram,
  diagramLoopSeconds,
  DIAGRAM_PRESET_KINDS,
  DIAGRAM_PRESETS,
  ZDrillDiagram,
  clampPresetCount,
  diagramFromPreset,
  presetOfDiagram,
} from './drill-diagram';

/** The example of the brief (issue 18, point 5): a 20 x 12 yard area with a wall and a goal. */
const example = {
  area: [20, 12],
  wall: 'top',
  goal: [10, 0, 4],
  cones: [
    [4, 6],
    [8, 6],
    [12, 6],
  ],
  player: [2, 6],
  run: [
    [2, 6],
    [6, 8],
    [10, 4],
  ],
  ball: [
    [2, 6],
    [6, 8],
    [10, 4],
  ],
};

const messages = (input: unknown) => {
  const parsed = ZDrillDiagram.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('a drill diagram (issue 18, point 5)', () => {
  it('accepts the documented shape, with no cones as an empty list', () => {
    expect(messages(example)).toEqual([]);
    const { cones: _cones, ...noCones } = example;
    expect(ZDrillDiagram.parse(noCones).cones).toEqual([]);
  });

  it.each([
    ['a cone past the width', { cones: [[25, 6]] }, 'cones.0: cones[0] (25, 6) is outside the 20 x 12 yard area'],
    ['a run point below zero', { run: [[2, 6], [3, -1]] }, 'run.1: run[1] (3, -1) is outside the 20 x 12 yard area'],
    ['the ball past the depth', { ball: [[2, 6], [2, 13]] }, 'ball.1: ball[1] (2, 13) is outside the 20 x 12 yard area'],
    ['the player outside', { player: [21, 0] }, 'player: player (21, 0) is outside the 20 x 12 yard area'],
    ['the goal outside', { goal: [30, 0, 4] }, 'goal: goal (30, 0) is outside the 20 x 12 yard area'],
  ])('refuses %s, naming the point and the area', (_name, change, message) => {
    expect(messages({ ...example, ...change })).toEqual([message]);
  });

  it('keeps the area between 4 and 60 yards each way', () => {
    expect(messages({ ...example, area: [3, 12], cones: [], player: [1, 1], run: undefined, ball: [[1, 1], [2, 2]], goal: undefined })).toEqual([
      `area.0: ${DIAGRAM_AREA_MESSAGE}`,
    ]);
    expect(messages({ ...example, area: [61, 12] })).toEqual([`area.0: ${DIAGRAM_AREA_MESSAGE}`]);
  });

  it('needs a run or a ball path, of 2 to 30 points, and at most 20 cones', () => {
    expect(messages({ ...example, run: undefined, ball: undefined })).toEqual([`run: ${DIAGRAM_MOVEMENT_MESSAGE}`]);
    expect(messages({ ...example, run: [[2, 6]] })).toEqual([`run: ${DIAGRAM_PATH_LENGTH_MESSAGE}`]);
    expect(messages({ ...example, ball: Array.from({ length: 31 }, () => [1, 1]) })).toEqual([`ball: ${DIAGRAM_PATH_LENGTH_MESSAGE}`]);
    expect(messages({ ...example, cones: Array.from({ length: DIAGRAM_MAX_CONES + 1 }, () => [1, 1]) })).toEqual([
      `cones: ${DIAGRAM_TOO_MANY_CONES_MESSAGE}`,
    ]);
  });

  it('refuses unknown fields and a wall on no side', () => {
    expect(messages({ ...example, players: [] })[0]).toMatch(/players/);
    expect(messages({ ...example, wall: 'middle' })[0]).toMatch(/^wall:/);
  });

  it('describes the drill in words for a screen reader', () => {
    expect(describeDiagram(ZDrillDiagram.parse(example))).toBe(
      'Diagram: 20 by 12 yard area, 3 cones in a line, a wall along the top, a 4-yard goal. The player runs 2 legs; the ball goes to the wall and back (2 legs).',
    );
    const box = ZDrillDiagram.parse({ area: [4, 4], cones: [[1, 1], [3, 1], [3, 3], [1, 3]], player: [2, 2], run: [[1, 0.5], [3.5, 0.5], [3.5, 3.5]] });
    expect(describeDiagram(box)).toBe('Diagram: 4 by 4 yard area, 4 cones in a square. The player runs 2 legs.');
  });

  it('loops at a jog of about 3 yards a second, between 3 and 12 seconds', () => {
    expect(diagramLoopSeconds({ run: [[0, 0], [30, 0]] })).toBe(10);
    expect(diagramLoopSeconds({ ball: [[0, 0], [1, 0]] })).toBe(3);
    expect(diagramLoopSeconds({ run: [[0, 0], [60, 0], [0, 0]] })).toBe(12);
  });
});

describe('the lesson editor’s diagram layouts', () => {
  it('draws a valid diagram for every layout at every count it allows, with the cones asked for', () => {
    for (const kind of DIAGRAM_PRESET_KINDS) {
      const { min, max } = DIAGRAM_PRESETS[kind];
      for (let count = min; count <= max; count += 1) {
        const diagram = diagramFromPreset(kind, count);
        expect(ZDrillDiagram.safeParse(diagram).error, `${kind} ${count}`).toBeUndefined();
        expect(diagram.cones).toHaveLength(kind === 'gates' ? 2 * count : count);
        expect(presetOfDiagram(diagram)).toEqual({ kind, count });
      }
    }
  });

  it('clamps a count to the layout’s bounds, and describes each layout as it looks', () => {
    expect(diagramFromPreset('line', 99).cones).toHaveLength(DIAGRAM_PRESETS.line.max);
    expect(diagramFromPreset('zigzag', 0).cones).toHaveLength(DIAGRAM_PRESETS.zigzag.min);
    expect(clampPresetCount('gates', Number.NaN)).toBe(DIAGRAM_PRESETS.gates.initial);
    expect(describeDiagram(diagramFromPreset('line', 4))).toContain('4 cones in a line');
    expect(describeDiagram(diagramFromPreset('square', 4))).toContain('4 cones in a square');
    expect(describeDiagram(diagramFromPreset('wall', 2))).toContain('2 cones as a gate, a wall along the top');
    expect(DIAGRAM_PRESETS.gates.max * 2).toBeLessThanOrEqual(DIAGRAM_MAX_CONES);
  });

  it('recognises no layout in a hand-drawn diagram', () => {
    expect(presetOfDiagram(ZDrillDiagram.parse(example))).toBeNull();
  });
});
