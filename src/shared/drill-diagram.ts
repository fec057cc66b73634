/**
 * Drill diagrams (issue 18, points 5 and 6): until a lesson has a video, the lesson page draws its
 * drill from the lesson's own data (decision 038). Positions are in yards from the area's top-left
 * corner: x across the width, y down the depth. The same schema checks content files, the lesson
 * API and coach-written lessons.
 */
import { z } from 'zod';

export const DIAGRAM_AREA_MIN_YARDS = 4;
export const DIAGRAM_AREA_MAX_YARDS = 60;
export const DIAGRAM_MAX_CONES = 20;
export const DIAGRAM_MAX_PATH_POINTS = 30;
export const DIAGRAM_WALL_SIDES = ['top', 'bottom', 'left', 'right'] as const;
export type DiagramWallSide = (typeof DIAGRAM_WALL_SIDES)[number];

export const DIAGRAM_AREA_MESSAGE = `The area is a width and a depth in yards, each from ${DIAGRAM_AREA_MIN_YARDS} to ${DIAGRAM_AREA_MAX_YARDS}`;
export const DIAGRAM_POINT_MESSAGE = 'A position is two numbers, [x, y], in yards';
export const DIAGRAM_GOAL_MESSAGE = 'A goal is its centre and width in yards: [x, y, width]';
export const DIAGRAM_MOVEMENT_MESSAGE = 'A diagram needs the player’s run, the ball’s path, or both';
export const DIAGRAM_TOO_MANY_CONES_MESSAGE = `A diagram has at most ${DIAGRAM_MAX_CONES} cones`;
export const DIAGRAM_PATH_LENGTH_MESSAGE = `A path has 2 to ${DIAGRAM_MAX_PATH_POINTS} points`;

/** "cones[2] (25, 6) is outside the 20 x 12 yard area": names the point a coach has to fix. */
export function diagramOutsideAreaMessage(where: string, point: readonly number[], area: readonly [number, number]): string {
  return `${where} (${point.join(', ')}) is outside the ${area[0]} x ${area[1]} yard area`;
}

const ZYards = z.number({ error: DIAGRAM_POINT_MESSAGE }).finite({ error: DIAGRAM_POINT_MESSAGE });
const ZPoint = z.tuple([ZYards, ZYards], { error: DIAGRAM_POINT_MESSAGE });
const ZAreaSide = z
  .number({ error: DIAGRAM_AREA_MESSAGE })
  .min(DIAGRAM_AREA_MIN_YARDS, { error: DIAGRAM_AREA_MESSAGE })
  .max(DIAGRAM_AREA_MAX_YARDS, { error: DIAGRAM_AREA_MESSAGE });
const ZPath = z.array(ZPoint).min(2, { error: DIAGRAM_PATH_LENGTH_MESSAGE }).max(DIAGRAM_MAX_PATH_POINTS, { error: DIAGRAM_PATH_LENGTH_MESSAGE });

export const ZDrillDiagram = z
  .strictObject({
    /** Width and depth of the space, in yards. */
    area: z.tuple([ZAreaSide, ZAreaSide], { error: DIAGRAM_AREA_MESSAGE }),
    /** A wall along that edge (wall passes, rebounds). */
    wall: z.enum(DIAGRAM_WALL_SIDES).optional(),
    /** A small goal: centre x, y and width. */
    goal: z
      .tuple([ZYards, ZYards, z.number({ error: DIAGRAM_GOAL_MESSAGE }).positive({ error: DIAGRAM_GOAL_MESSAGE })], { error: DIAGRAM_GOAL_MESSAGE })
      .optional(),
    cones: z.array(ZPoint).max(DIAGRAM_MAX_CONES, { error: DIAGRAM_TOO_MANY_CONES_MESSAGE }).default([]),
    /** Where the player starts. */
    player: ZPoint,
    /** The player's path, a polyline. */
    run: ZPath.optional(),
    /** The ball's path, a polyline; for a wall drill it goes to the wall and back. */
    ball: ZPath.optional(),
  })
  .superRefine((diagram, ctx) => {
    const [width, depth] = diagram.area;
    const check = (point: readonly number[], path: (string | number)[], where: string) => {
      const [x = 0, y = 0] = point;
      if (x < 0 || y < 0 || x > width || y > depth) {
        ctx.addIssue({ code: 'custom', path, message: diagramOutsideAreaMessage(where, point, diagram.area) });
      }
    };
    diagram.cones.forEach((cone, i) => check(cone, ['cones', i], `cones[${i}]`));
    check(diagram.player, ['player'], 'player');
    if (diagram.goal) check(diagram.goal.slice(0, 2), ['goal'], 'goal');
    for (const key of ['run', 'ball'] as const) {
      diagram[key]?.forEach((point, i) => check(point, [key, i], `${key}[${i}]`));
    }
    if (!diagram.run && !diagram.ball) ctx.addIssue({ code: 'custom', path: ['run'], message: DIAGRAM_MOVEMENT_MESSAGE });
  });

export type TDrillDiagram = z.output<typeof ZDrillDiagram>;
export type DiagramPoint = readonly [number, number];

/** The length of a polyline in yards (the animation's pace follows it). */
export function pathLength(path: readonly DiagramPoint[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i += 1) {
    const [ax, ay] = path[i - 1]!;
    const [bx, by] = path[i]!;
    total += Math.hypot(bx - ax, by - ay);
  }
  return total;
}

/** Seconds for one loop of the animation: a jog of about 3 yards a second, between 3 and 12 s. */
export function diagramLoopSeconds(diagram: Pick<TDrillDiagram, 'run' | 'ball'>): number {
  const longest = Math.max(pathLength(diagram.run ?? []), pathLength(diagram.ball ?? []));
  return Math.min(12, Math.max(3, Math.round((longest / 3) * 10) / 10));
}

function countWord(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** How the cones are laid out, in words: "in a line", "in a square" or "set out". */
function coneLayout(cones: readonly DiagramPoint[]): string {
  if (cones.length < 2) return '';
  const sameY = cones.every(([, y]) => y === cones[0]![1]);
  const sameX = cones.every(([x]) => x === cones[0]![0]);
  if (cones.length >= 3 && (sameY || sameX)) return ' in a line';
  if (cones.length === 4) {
    const xs = new Set(cones.map(([x]) => x));
    const ys = new Set(cones.map(([, y]) => y));
    if (xs.size === 2 && ys.size === 2) return ' in a square';
  }
  if (cones.length === 2) return ' as a gate';
  return '';
}

/**
 * The diagram in words, for its aria-label: "Diagram: 20 by 12 yard area, 3 cones in a line, a wall
 * along the top. The player runs 2 legs; the ball travels 3 legs."
 */
export function describeDiagram(diagram: TDrillDiagram): string {
  const parts = [`${diagram.area[0]} by ${diagram.area[1]} yard area`];
  if (diagram.cones.length) parts.push(`${countWord(diagram.cones.length, 'cone', 'cones')}${coneLayout(diagram.cones)}`);
  if (diagram.wall) parts.push(`a wall along the ${diagram.wall}`);
  if (diagram.goal) parts.push(`a ${diagram.goal[2]}-yard goal`);
  const moves: string[] = [];
  if (diagram.run) moves.push(`the player runs ${countWord(diagram.run.length - 1, 'leg', 'legs')}`);
  if (diagram.ball) {
    moves.push(diagram.wall ? `the ball goes to the wall and back (${countWord(diagram.ball.length - 1, 'leg', 'legs')})` : `the ball travels ${countWord(diagram.ball.length - 1, 'leg', 'legs')}`);
  }
  const movement = moves.join('; ');
  return `Diagram: ${parts.join(', ')}. ${movement.charAt(0).toUpperCase()}${movement.slice(1)}.`;
}

/**
 * Layouts a coach picks in the lesson editor instead of typing yards (decision 038): each draws a
 * whole diagram, cones, the player's run and the ball's path, from a count. `count` is the number of
 * cones, or of gates for `gates` (two cones each); a layout whose min and max agree has a fixed count.
 */
export const DIAGRAM_PRESETS = {
  line: { label: 'Cones in a line (slalom)', countLabel: 'Cones', min: 2, max: 10, initial: 6 },
  zigzag: { label: 'Zigzag', countLabel: 'Cones', min: 3, max: 10, initial: 5 },
  square: { label: 'Square', countLabel: 'Cones', min: 4, max: 4, initial: 4 },
  gates: { label: 'Gates', countLabel: 'Gates', min: 1, max: 5, initial: 3 },
  wall: { label: 'Wall passes through a gate', countLabel: 'Cones', min: 2, max: 2, initial: 2 },
} as const;
export type DiagramPresetKind = keyof typeof DIAGRAM_PRESETS;
export const DIAGRAM_PRESET_KINDS = Object.keys(DIAGRAM_PRESETS) as DiagramPresetKind[];

const tenth = (n: number) => Math.round(n * 10) / 10;
const at = (x: number, y: number): [number, number] => [tenth(x), tenth(y)];
/** The ball a step ahead of the player, as a dribble looks. */
const ahead = (path: [number, number][], dx: number): [number, number][] => path.map(([x, y]) => at(x + dx, y));

/** The count a layout accepts: whole, within its bounds. */
export function clampPresetCount(kind: DiagramPresetKind, count: number): number {
  const { min, max, initial } = DIAGRAM_PRESETS[kind];
  return Number.isFinite(count) ? Math.min(max, Math.max(min, Math.round(count))) : initial;
}

/** A whole diagram from a layout and its count (clamped to the layout's bounds); always valid by ZDrillDiagram. */
export function diagramFromPreset(kind: DiagramPresetKind, requested: number): TDrillDiagram {
  const n = clampPresetCount(kind, requested);
  switch (kind) {
    case 'line': {
      // Cones 2 yards apart; the player weaves through them, one side then the other.
      const cones = Array.from({ length: n }, (_, i) => at(2 + 2 * i, 2));
      const end = 2 + 2 * (n - 1) + 1.5;
      const run = [at(0.5, 2), ...cones.map(([x], i) => at(x, i % 2 === 0 ? 1.2 : 2.8)), at(end, 2)];
      return { area: [Math.max(end + 1, DIAGRAM_AREA_MIN_YARDS), 4], cones, player: run[0]!, run, ball: ahead(run, 0.4) };
    }
    case 'zigzag': {
      // Cones 3 yards on and 3.5 across, alternately; the player turns at each one.
      const cones = Array.from({ length: n }, (_, i) => at(1.5 + 3 * i, i % 2 === 0 ? 1.5 : 5));
      const run = [at(0.5, 3.2), ...cones.map(([x, y]) => at(x, y === 1.5 ? 2 : 4.5))];
      return { area: [tenth(1.5 + 3 * (n - 1) + 1.5), 6.5], cones, player: run[0]!, run, ball: ahead(run, 0.4) };
    }
    case 'square': {
      // A 8-yard square; the player dribbles round the outside of the cones.
      const cones = [at(1.5, 1.5), at(9.5, 1.5), at(9.5, 9.5), at(1.5, 9.5)];
      const run = [at(0.8, 10.2), at(0.8, 0.8), at(10.2, 0.8), at(10.2, 10.2), at(0.8, 10.2)];
      return { area: [11, 11], cones, player: run[0]!, run, ball: run.map(([x, y]) => at(x + (x < 5 ? 0.4 : -0.4), y + (y < 5 ? 0.4 : -0.4))) };
    }
    case 'gates': {
      // Gates 1.5 yards wide, 4 yards apart, alternately high and low; the player goes through each.
      const centres = Array.from({ length: n }, (_, i) => at(3 + 4 * i, i % 2 === 0 ? 2.5 : 5.5));
      const cones = centres.flatMap(([x, y]) => [at(x, y - 0.75), at(x, y + 0.75)]);
      const end = 3 + 4 * (n - 1) + 2;
      const run = [at(0.5, 4), ...centres, at(end, 4)];
      return { area: [end + 0.5, 8], cones, player: run[0]!, run, ball: ahead(run, 0.4) };
    }
    case 'wall': {
      // A gate halfway to the wall; the ball goes through it to the wall and back, the player shuffles.
      return {
        area: [6, 6],
        wall: 'top',
        cones: [at(2.5, 2), at(3.5, 2)],
        player: at(3, 5),
        run: [at(2.8, 5), at(3.2, 5), at(2.8, 5)],
        ball: [at(3, 4.6), at(3, 0), at(3, 4.6)],
      };
    }
  }
}

/** Which layout and count drew this diagram, if one did (the editor shows a hand-drawn one as it is). */
export function presetOfDiagram(diagram: TDrillDiagram): { kind: DiagramPresetKind; count: number } | null {
  // Compared as the schema writes them, so the order of a stored diagram's keys does not matter.
  const canonical = (d: TDrillDiagram) => JSON.stringify(ZDrillDiagram.parse(d));
  const key = canonical(diagram);
  for (const kind of DIAGRAM_PRESET_KINDS) {
    const { min, max } = DIAGRAM_PRESETS[kind];
    for (let count = min; count <= max; count += 1) {
      if (canonical(diagramFromPreset(kind, count)) === key) return { kind, count };
    }
  }
  return null;
}
