import { type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn';

/** The dark pitch-green band; its focus ring turns gold, as the green ring would not show on it. */
export const DARK_BAND = 'bg-pitch text-pitch-foreground [&_:focus-visible]:outline-accent!';

const tones = {
  plain: '',
  card: 'bg-card',
  muted: 'bg-muted',
  pitch: DARK_BAND,
} as const;

/**
 * One band of a public page: a labelled landmark with an eyebrow, an h2 and an optional intro.
 * Every public page is built from these, so spacing and heading levels stay consistent.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = 'plain',
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const isDark = tone === 'pitch';
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('scroll-mt-16 px-4 py-16 md:py-24', tones[tone], className)}
    >
      <div className="mx-auto max-w-6xl">
        {eyebrow ? <Eyebrow isDark={isDark}>{eyebrow}</Eyebrow> : null}
        <h2
          id={headingId}
          className="mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-4xl"
        >
          {title}
        </h2>
        {intro ? (
          <p
            className={cn(
              'mt-3 max-w-2xl text-lg',
              isDark ? 'text-white/85' : 'text-muted-foreground',
            )}
          >
            {intro}
          </p>
        ) : null}
        {children}
      </div>
    </section>
  );
}

export function Eyebrow({ isDark, children }: { isDark?: boolean; children: ReactNode }) {
  return (
    <p
      className={cn(
        'text-sm font-bold uppercase tracking-widest',
        isDark ? 'text-accent' : 'text-primary',
      )}
    >
      {children}
    </p>
  );
}
