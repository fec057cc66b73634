import { Pause, Play } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { type DiagramPoint, describeDiagram, diagramLoopSeconds, type TDrillDiagram } from '#shared/drill-diagram';
import { Button } from '#client/components/ui/button';

/**
 * A lesson's drill drawn from its own data (decision 038): the area, cones, a wall or goal, the
 * player running `run` and the ball travelling `ball`, looping with SMIL. With reduced motion the
 * player and ball stay at their start and the arrows alone show the movement.
 */

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

const PITCH = '#2f7d3a';
const PITCH_STRIPE = '#2a7134';
const CONE = '#f97316';
const PLAYER = '#1d4ed8';
const BALL_PATH = '#f5b700';

function toPath(points: readonly DiagramPoint[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x} ${y}`).join(' ');
}

export function LessonDiagram({ diagram, isStatic }: { diagram: TDrillDiagram; isStatic?: boolean }) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const isAnimated = !(isStatic ?? prefersReducedMotion);
  const [isPaused, setIsPaused] = useState(false);
  const svgRef = useRef<SVGSVGElement>(null);
  const id = useId().replace(/:/g, '');
  const [width, depth] = diagram.area;
  // Markers keep one size on screen whatever the area: a 24th of its longer side.
  const u = Math.max(width, depth) / 24;
  const margin = 1.6 * u;
  const seconds = diagramLoopSeconds(diagram);
  const label = describeDiagram(diagram);
  const run = diagram.run ? toPath(diagram.run) : null;
  const ball = diagram.ball ? toPath(diagram.ball) : null;
  const ballStart = diagram.ball?.[0] ?? null;

  function togglePause() {
    const svg = svgRef.current;
    if (!svg) return;
    if (isPaused) svg.unpauseAnimations();
    else svg.pauseAnimations();
    setIsPaused(!isPaused);
  }

  return (
    <figure className="flex flex-col gap-2">
      <svg
        ref={svgRef}
        role="img"
        aria-label={label}
        viewBox={`${-margin} ${-margin} ${width + 2 * margin} ${depth + 2 * margin}`}
        className="max-h-80 w-full rounded-md bg-pitch"
        data-testid="lesson-diagram"
      >
        <defs>
          <marker id={`${id}-run`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill="#ffffff" />
          </marker>
          <marker id={`${id}-ball`} viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse">
            <path d="M0 0 L10 5 L0 10 z" fill={BALL_PATH} />
          </marker>
        </defs>
        <rect x={-margin} y={-margin} width={width + 2 * margin} height={depth + 2 * margin} fill={PITCH_STRIPE} />
        <rect x={0} y={0} width={width} height={depth} fill={PITCH} stroke="#ffffff" strokeOpacity={0.7} strokeWidth={u * 0.12} />
        {diagram.wall ? <Wall side={diagram.wall} width={width} depth={depth} u={u} /> : null}
        {diagram.goal ? <Goal goal={diagram.goal} width={width} depth={depth} u={u} /> : null}
        {run ? (
          <path
            d={run}
            fill="none"
            stroke="#ffffff"
            strokeOpacity={0.85}
            strokeWidth={u * 0.16}
            strokeDasharray={`${u * 0.6} ${u * 0.4}`}
            strokeLinejoin="round"
            markerEnd={`url(#${id}-run)`}
          />
        ) : null}
        {ball ? (
          <path
            d={ball}
            fill="none"
            stroke={BALL_PATH}
            strokeWidth={u * 0.16}
            strokeDasharray={`${u * 0.15} ${u * 0.35}`}
            strokeLinecap="round"
            strokeLinejoin="round"
            markerEnd={`url(#${id}-ball)`}
          />
        ) : null}
        {diagram.cones.map(([x, y], i) => (
          <path
            key={`${x}-${y}-${i}`}
            d={`M${x} ${y - 0.55 * u} L${x + 0.45 * u} ${y + 0.4 * u} L${x - 0.45 * u} ${y + 0.4 * u} z`}
            fill={CONE}
            stroke="#7c2d12"
            strokeWidth={u * 0.06}
          />
        ))}
        {isAnimated && run ? (
          <circle r={0.6 * u} fill={PLAYER} stroke="#ffffff" strokeWidth={u * 0.15} data-part="player">
            <animateMotion dur={`${seconds}s`} repeatCount="indefinite" path={run} />
          </circle>
        ) : (
          <circle cx={diagram.player[0]} cy={diagram.player[1]} r={0.6 * u} fill={PLAYER} stroke="#ffffff" strokeWidth={u * 0.15} data-part="player" />
        )}
        {isAnimated && ball ? (
          <circle r={0.35 * u} fill="#ffffff" stroke="#111827" strokeWidth={u * 0.08} data-part="ball">
            <animateMotion dur={`${seconds}s`} repeatCount="indefinite" path={ball} />
          </circle>
        ) : ballStart ? (
          <circle cx={ballStart[0]} cy={ballStart[1]} r={0.35 * u} fill="#ffffff" stroke="#111827" strokeWidth={u * 0.08} data-part="ball" />
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1" aria-hidden="true">
          <span className="inline-flex items-center gap-1">
            <span className="inline-block size-3 rounded-full border border-white" style={{ backgroundColor: PLAYER }} /> Player
          </span>
          {ball ? (
            <span className="inline-flex items-center gap-1">
              <span className="inline-block size-3 rounded-full border border-gray-900 bg-white" /> Ball
            </span>
          ) : null}
          {diagram.cones.length ? (
            <span className="inline-flex items-center gap-1">
              <span className="inline-block size-3 [clip-path:polygon(50%_0,100%_100%,0_100%)]" style={{ backgroundColor: CONE }} /> Cone
            </span>
          ) : null}
          <span>{diagram.area[0]} x {diagram.area[1]} yards</span>
        </span>
        {isAnimated ? (
          <Button variant="outline" onClick={togglePause} aria-pressed={isPaused}>
            {isPaused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {isPaused ? 'Play diagram' : 'Pause diagram'}
          </Button>
        ) : null}
      </figcaption>
    </figure>
  );
}

function Wall({ side, width, depth, u }: { side: NonNullable<TDrillDiagram['wall']>; width: number; depth: number; u: number }) {
  const t = 0.7 * u;
  const gap = 0.35 * u;
  const rect = {
    top: { x: -gap, y: -gap - t, w: width + 2 * gap, h: t },
    bottom: { x: -gap, y: depth + gap, w: width + 2 * gap, h: t },
    left: { x: -gap - t, y: -gap, w: t, h: depth + 2 * gap },
    right: { x: width + gap, y: -gap, w: t, h: depth + 2 * gap },
  }[side];
  return <rect x={rect.x} y={rect.y} width={rect.w} height={rect.h} fill="#d6d3d1" stroke="#57534e" strokeWidth={u * 0.08} data-part="wall" />;
}

/** A small goal drawn as a frame and net on the side of the area nearest its centre. */
function Goal({ goal, width, depth, u }: { goal: NonNullable<TDrillDiagram['goal']>; width: number; depth: number; u: number }) {
  const [x, y, size] = goal;
  const t = 0.8 * u;
  const distances = { top: y, bottom: depth - y, left: x, right: width - x };
  const side = (Object.keys(distances) as (keyof typeof distances)[]).reduce((a, b) => (distances[b] < distances[a] ? b : a));
  const isAcross = side === 'top' || side === 'bottom';
  const rect = isAcross
    ? { x: x - size / 2, y: side === 'top' ? y - t : y, w: size, h: t }
    : { x: side === 'left' ? x - t : x, y: y - size / 2, w: t, h: size };
  return (
    <rect
      x={rect.x}
      y={rect.y}
      width={rect.w}
      height={rect.h}
      fill="#ffffff"
      fillOpacity={0.35}
      stroke="#ffffff"
      strokeWidth={u * 0.18}
      data-part="goal"
    />
  );
}
