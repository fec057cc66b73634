/**
 * The academy's own illustrations (we ship no third-party photos). One hidden sprite defines a
 * player, a ball, a cone and the grass and net patterns; each scene places them with <use>, which
 * keeps six scenes to a few hundred bytes on the landing page.
 */
import type { ReactNode } from 'react';

type Shape = 'p' | 'b' | 'c';
/** A placed symbol: id, x, y, scale, shirt colour, skin tone, mirrored. */
type Item = [
  id: Shape,
  x: number,
  y: number,
  scale?: number,
  shirt?: string,
  skin?: string,
  isFlipped?: boolean,
];

const SIZE: Record<Shape, [number, number]> = { p: [40, 80], b: [14, 14], c: [14, 14] };
const GOLD = '#f5b700';
const BLUE = '#1d4ed8';
const PITCH = '#0b3d2e';
const SKIN = ['#8d5524', '#c68642', '#e0ac69', '#f1c27d'] as const;

export function ArtSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        <pattern
          id="ba-g"
          width="240"
          height="24"
          patternUnits="userSpaceOnUse"
          shapeRendering="crispEdges"
        >
          <path d="M0 0h240v24H0z" fill="#237a40" />
          <path d="M0 0h240v12H0z" fill="#2a8a4a" />
        </pattern>
        <pattern id="ba-n" width="7" height="7" patternUnits="userSpaceOnUse">
          <path d="M7 0H0v7" fill="none" stroke="#fff" strokeOpacity=".55" />
        </pattern>
        <symbol id="ba-p" viewBox="0 0 40 80">
          <g fill="none" strokeLinecap="round" strokeLinejoin="round" strokeWidth="5">
            <path d="M17 46l-4 14-6 12M25 46l5 13 7 8" stroke="#1c2b26" />
            <path d="M14 22l-7 12M28 22l6 11" stroke="currentColor" />
          </g>
          <path d="M12 19h17l2 16-1 6H13l-2-6z" fill="currentColor" />
          <path d="M13 40h17l1 8H12z" fill="#1c2b26" />
          <circle cx="21" cy="10" r="7" />
        </symbol>
        <symbol id="ba-b" viewBox="-10 -10 20 20">
          <circle r="9" fill="#fff" stroke="#1c2b26" />
          <path d="M0-4l3.8 2.8-1.5 4.5h-4.6L-3.8-1.2z" fill="#1c2b26" />
        </symbol>
        <symbol id="ba-c" viewBox="0 0 20 20">
          <path d="M10 1l7 16H3z" fill="#f97316" />
          <rect y="16" width="20" height="4" rx="1" fill="#c2410c" />
        </symbol>
      </defs>
    </svg>
  );
}

function place([id, x, y, s = 1, shirt, skin, isFlipped]: Item, key: number) {
  const [w, h] = SIZE[id];
  return (
    <use
      key={key}
      href={`#ba-${id}`}
      x={x}
      y={y}
      width={w * s}
      height={h * s}
      color={shirt}
      fill={skin}
      transform={isFlipped ? `translate(${2 * x + w * s} 0) scale(-1 1)` : undefined}
    />
  );
}

/** Sky, the hills behind 4S Ranch and a striped pitch. */
function Field({ sky }: { sky: string }) {
  return (
    <>
      <rect width="240" height="70" fill={sky} />
      <path d="M0 66q40-30 80-12t80-6 80-8v24H0z" fill="#2f6b4f" />
      <rect y="62" width="240" height="98" fill="url(#ba-g)" />
    </>
  );
}

export type Scene = { title: string; caption: string; art: ReactNode; items: Item[] };

export const SCENES: Scene[] = [
  {
    title: 'Ball Mastery',
    caption: 'Thousands of touches with both feet, every week.',
    art: <Field sky="#bfe3f5" />,
    items: [
      ['c', 30, 128],
      ['c', 80, 138],
      ['c', 150, 138],
      ['c', 200, 128],
      ['p', 96, 64, 1, GOLD, SKIN[1]],
      ['b', 124, 136],
    ],
  },
  {
    title: 'Finishing',
    caption: 'Placement over power, from every angle.',
    art: (
      <>
        <Field sky="#bfe3f5" />
        <path d="M128 108V52h100v56z" fill="url(#ba-n)" />
        <path d="M128 110V52h100v58" fill="none" stroke="#fff" strokeWidth="4" />
      </>
    ),
    items: [
      ['p', 168, 50, 0.85, BLUE, SKIN[3], true],
      ['b', 206, 84],
      ['p', 30, 72, 1, GOLD, SKIN[0]],
    ],
  },
  {
    title: 'Small-Sided Games',
    caption: 'More touches and faster decisions in 4v4.',
    art: (
      <>
        <rect width="240" height="160" fill="url(#ba-g)" />
        <g fill="none" stroke="#fff" strokeWidth="2" strokeOpacity=".8">
          <rect x="12" y="12" width="216" height="136" />
          <path d="M120 12v136M12 62h10v36H12M228 62h-10v36h10" />
          <circle cx="120" cy="80" r="22" />
        </g>
        <g stroke="#1c2b26" strokeWidth="1.5">
          {[
            [50, 46],
            [44, 112],
            [84, 80],
            [100, 124],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="7" fill={GOLD} />
          ))}
          {[
            [150, 50],
            [142, 104],
            [184, 80],
            [204, 120],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="7" fill={BLUE} />
          ))}
        </g>
      </>
    ),
    items: [['b', 98, 74, 0.8]],
  },
  {
    title: 'Speed and Agility',
    caption: 'Footwork, balance and coordination for growing bodies.',
    art: (
      <>
        <Field sky="#bfe3f5" />
        <path
          d="M20 132h200v18H20zM52 132v18m32-18v18m32-18v18m32-18v18m32-18v18"
          fill="none"
          stroke={GOLD}
          strokeWidth="3"
        />
      </>
    ),
    items: [
      ['c', 2, 132],
      ['c', 224, 132],
      ['p', 90, 56, 1, GOLD, SKIN[2]],
    ],
  },
  {
    title: 'Team Talk',
    caption: 'Clear coaching points, then straight back to the ball.',
    art: (
      <>
        <Field sky="#f6c97a" />
        <circle cx="196" cy="30" r="14" fill="#fde68a" />
      </>
    ),
    items: [
      ['p', 100, 50, 1.1, PITCH, SKIN[0]],
      ['b', 140, 130],
      ['p', 18, 82, 0.8, GOLD, SKIN[3]],
      ['p', 52, 92, 0.8, GOLD, SKIN[1], true],
      ['p', 168, 92, 0.8, GOLD, SKIN[2]],
      ['p', 200, 82, 0.8, GOLD, SKIN[0], true],
    ],
  },
  {
    title: '1v1 Moves',
    caption: 'The moves, and the courage, to beat a defender.',
    art: <Field sky="#bfe3f5" />,
    items: [
      ['p', 60, 62, 1, GOLD, SKIN[2]],
      ['b', 94, 134],
      ['p', 134, 58, 1, BLUE, SKIN[1], true],
    ],
  },
];

/** One scene, drawn at any width with a fixed 3:2 shape (no layout shift). */
export function SceneArt({ scene }: { scene: Scene }) {
  return (
    <svg viewBox="0 0 240 160" aria-hidden="true" className="block aspect-[3/2] w-full">
      {scene.art}
      {scene.items.map(place)}
    </svg>
  );
}
