/**
 * The landing page (docs/product.md, Public site). It ships in the entry bundle, so it
 * stays lean: the hero is here; the sections below the first screen come in their own chunk, fetched
 * the moment the hero renders, so the phone downloads and runs less before the headline appears.
 */
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { PageMeta } from '#client/lib/page-meta';
import { cn } from '#client/lib/cn';
import { DARK_BAND, Eyebrow } from '../components/section';
import { BIRTH_YEARS } from '../content';

const LandingSections = lazy(async () => ({
  default: (await import('../components/landing-sections')).LandingSections,
}));

const { eligibility } = ACADEMY;

export function LandingPage() {
  return (
    <>
      <PageMeta
        title="Youth Soccer in 4S Ranch, San Diego"
        description={`${ACADEMY.description} For players born ${BIRTH_YEARS}.`}
      />
      <Hero />
      {/* The hero fills the first screen, so nothing visible moves when the sections arrive. */}
      <Suspense fallback={null}>
        <LandingSections />
      </Suspense>
    </>
  );
}

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className={cn(DARK_BAND, 'relative overflow-hidden px-4')}
    >
      {/* Halfway line and centre circle, drawn faintly behind the text. */}
      <svg
        viewBox="0 0 400 400"
        aria-hidden="true"
        className="absolute -right-40 top-1/2 w-[640px] -translate-y-1/2 text-white/10 md:right-0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <circle cx="200" cy="200" r="90" />
        <circle cx="200" cy="200" r="5" fill="currentColor" />
        <path d="M200 0v400" />
      </svg>
      <div className="relative mx-auto flex min-h-[calc(100svh-4rem)] max-w-6xl flex-col justify-center py-16">
        <Eyebrow isDark>Invite-only · {ACADEMY.location.area}</Eyebrow>
        <h1
          id="hero-title"
          className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-6xl"
        >
          {ACADEMY.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85">{ACADEMY.description}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent" size="lg">
            <Link to={paths.academyDetails()}>Apply Now</Link>
          </Button>
          <Button asChild variant="inverse" size="lg">
            <a href="#membership">Membership Options</a>
          </Button>
        </div>
        <ul className="mt-10 flex flex-wrap gap-2 text-sm">
          {[`Born ${BIRTH_YEARS}`, eligibility.levels, eligibility.note].map((fact) => (
            <li key={fact} className="rounded-full border border-white/25 px-3 py-1">
              {fact}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
