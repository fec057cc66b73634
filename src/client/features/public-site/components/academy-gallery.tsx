import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type MouseEvent, useEffect, useState, useSyncExternalStore } from 'react';
import { SCENES, type Scene, SceneArt } from './pitch-art';

const ADVANCE_MS = 5000;
const LABEL = 'Scenes from Bravo training';
const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border border-input bg-card hover:bg-muted [&_svg]:size-5';

/** The context menu and text selection are off on marked elements (docs/product.md, Public site). */
const blockMenu = (event: MouseEvent) => event.preventDefault();

function Figure({ scene }: { scene: Scene }) {
  return (
    <figure className="h-full overflow-hidden rounded-xl border bg-card shadow-sm">
      <SceneArt scene={scene} />
      <figcaption className="p-4">
        <span className="block font-bold">{scene.title}</span>
        <span className="text-sm text-muted-foreground">{scene.caption}</span>
      </figcaption>
    </figure>
  );
}

let wideQuery: MediaQueryList | undefined;
const getWideQuery = () => (wideQuery ??= matchMedia('(min-width: 48rem)'));

/** Whether the screen is md or wider, following rotation and resizing. */
function useIsWide(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      getWideQuery().addEventListener('change', onChange);
      return () => getWideQuery().removeEventListener('change', onChange);
    },
    () => getWideQuery().matches,
  );
}

/**
 * The photo area: a looping carousel on phones (auto-advancing unless the visitor prefers reduced
 * motion, paused while hovered or focused) and a three-column grid from md up. Only one of the two
 * is built, so a phone draws each scene once.
 */
export function AcademyGallery() {
  return (
    <div className="protected mt-10" onContextMenu={blockMenu}>
      {useIsWide() ? (
        <ul aria-label={LABEL} className="grid grid-cols-3 gap-6">
          {SCENES.map((scene) => (
            <li key={scene.title}>
              <Figure scene={scene} />
            </li>
          ))}
        </ul>
      ) : (
        <Carousel />
      )}
    </div>
  );
}

function Carousel() {
  const count = SCENES.length;
  const [index, setIndex] = useState(0);
  const [isPlaying, setIsPlaying] = useState(
    () => !matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  const [isHeld, setIsHeld] = useState(false);
  const isRotating = isPlaying && !isHeld;

  useEffect(() => {
    if (!isRotating) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), ADVANCE_MS);
    return () => clearInterval(timer);
  }, [isRotating, count]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={LABEL}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setIsHeld(false);
      }}
    >
      <div className="overflow-hidden rounded-xl">
        <div
          aria-live={isRotating ? 'off' : 'polite'}
          className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {SCENES.map((scene, i) => (
            <div
              key={scene.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${scene.title}`}
              aria-hidden={i !== index}
              className="w-full shrink-0"
            >
              <Figure scene={scene} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-between">
        <button type="button" className={controlClass} onClick={() => setIsPlaying((p) => !p)}>
          {isPlaying ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          <span className="sr-only">{isPlaying ? 'Pause slideshow' : 'Play slideshow'}</span>
        </button>
        <div className="flex items-center gap-3">
          <button type="button" className={controlClass} onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" />
            <span className="sr-only">Previous scene</span>
          </button>
          <span
            className="min-w-12 text-center text-sm font-semibold tabular-nums"
            aria-hidden="true"
          >
            {index + 1} / {count}
          </span>
          <button type="button" className={controlClass} onClick={() => go(1)}>
            <ChevronRight aria-hidden="true" />
            <span className="sr-only">Next scene</span>
          </button>
        </div>
      </div>
    </div>
  );
}
