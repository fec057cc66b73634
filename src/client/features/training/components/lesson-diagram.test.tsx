/** The drill diagram as markup (no DOM in the unit tests; the lesson journey looks at the page). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ZDrillDiagram } from '#shared/drill-diagram';
import { LessonDiagram } from './lesson-diagram';

const wallPass = ZDrillDiagram.parse({
  area: [10, 8],
  wall: 'top',
  cones: [
    [3, 6],
    [7, 6],
  ],
  player: [5, 6],
  run: [
    [5, 6],
    [3, 6],
    [7, 6],
  ],
  ball: [
    [5, 6],
    [5, 0],
    [5, 6],
  ],
});

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe('LessonDiagram', () => {
  it('draws the area, each cone, the wall, the player and the ball, described in words', () => {
    const html = renderToStaticMarkup(<LessonDiagram diagram={wallPass} />);
    expect(html).toContain('role="img"');
    expect(html).toContain(
      'aria-label="Diagram: 10 by 8 yard area, 2 cones as a gate, a wall along the top. The player runs 2 legs; the ball goes to the wall and back (2 legs)."',
    );
    expect(count(html, 'fill="#f97316"')).toBe(2);
    expect(html).toContain('data-part="wall"');
    expect(html).not.toContain('data-part="goal"');
    expect(html).toContain('data-part="player"');
    expect(html).toContain('data-part="ball"');
  });

  it('moves the player along the run and the ball along its path, looping, with a pause button', () => {
    const html = renderToStaticMarkup(<LessonDiagram diagram={wallPass} />);
    expect(count(html, '<animateMotion')).toBe(2);
    expect(html).toContain('path="M5 6 L3 6 L7 6"');
    expect(html).toContain('path="M5 6 L5 0 L5 6"');
    expect(html).toContain('repeatCount="indefinite"');
    expect(html).toContain('Pause diagram');
  });

  it('stays still with arrows only when motion is reduced', () => {
    const html = renderToStaticMarkup(<LessonDiagram diagram={wallPass} isStatic />);
    expect(html).not.toContain('<animateMotion');
    expect(html).not.toContain('Pause diagram');
    expect(html).toContain('cx="5" cy="6"');
    expect(count(html, 'marker-end=')).toBe(2);
  });
});
