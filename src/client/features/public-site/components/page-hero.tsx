import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { cn } from '#client/lib/cn';
import { DARK_BAND, Eyebrow } from './section';

/** The top of a details page: a way back home, the page's h1, an intro and its main actions. */
export function PageHero({
  eyebrow,
  title,
  intro,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className={cn(DARK_BAND, 'px-4 pb-16 pt-4 md:pb-24')}>
      <div className="mx-auto max-w-6xl">
        <Link
          to={paths.home()}
          className="-ml-2 inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-white/85 hover:bg-white/10 hover:text-white"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </Link>
        <div className="mt-8 grid items-center gap-10 md:grid-cols-2">
          <div>
            <Eyebrow isDark>{eyebrow}</Eyebrow>
            <h1
              id="page-title"
              className="mt-3 text-4xl font-extrabold tracking-tight text-balance md:text-5xl"
            >
              {title}
            </h1>
            <div className="mt-5 max-w-2xl text-lg text-white/85">{intro}</div>
            {children ? (
              <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>
            ) : null}
          </div>
          {aside}
        </div>
      </div>
    </section>
  );
}
