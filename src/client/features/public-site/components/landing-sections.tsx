/**
 * The landing page below its first screen: the Academy, App and Coach bands, the academy model,
 * values, player profile, membership options, the artwork, the Join section and the contacts.
 */
import { Check, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ACADEMY, formatAddress } from '#shared/academy';
import { LANDING_PLAN_FEATURES, PLANS, type PlanTier, formatTrainingWindow } from '#shared/academy-plans';
import { ACADEMY_MODEL, ACADEMY_STATS, COACH, PLAYER_PROFILE, VALUES } from '#shared/academy-story';
import { paths } from '#shared/page-paths';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { formatCents } from '#client/lib/format';
import { AcademyGallery } from './academy-gallery';
import { PhoneMock } from './phone-mock';
import { ArtSprite } from './pitch-art';
import { DARK_BAND, Eyebrow, Section } from './section';
import { BIRTH_YEARS, SESSION_FORMAT, mailtoHref } from '../content';

/** Sections appear a group per frame, so no single task builds the whole page (less blocking time). */
const GROUPS = 5;

function useRevealedGroups(): number {
  const [revealed, setRevealed] = useState(1);
  useEffect(() => {
    if (revealed >= GROUPS) {
      // A link to /#membership can arrive before its section exists; go there once it does.
      if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
      return;
    }
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setRevealed((n) => n + 1)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [revealed]);
  return revealed;
}

export function LandingSections() {
  const revealed = useRevealedGroups();
  return (
    <>
      <ArtSprite />
      <Spotlights />
      {revealed > 1 ? <Story /> : null}
      {revealed > 2 ? <Membership /> : null}
      {revealed > 3 ? <Gallery /> : null}
      {revealed > 4 ? (
        <>
          <Join />
          <Contact />
        </>
      ) : null}
    </>
  );
}

/** The academy model, the values and the player profile. */
function Story() {
  return (
    <>
      <Section id="model" eyebrow="How we develop players" title="Our Academy Model" tone="card">
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {ACADEMY_MODEL.map((item, i) => (
            <li key={item.title} className="rounded-xl border bg-background p-6">
              <span className="text-sm font-bold text-primary">0{i + 1}</span>
              <h3 className="mt-2 text-xl font-bold">{item.title}</h3>
              <p className="mt-2 text-muted-foreground">{item.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section
        id="values"
        eyebrow="What we stand for"
        title="Our Values"
        intro="Six words our players hear every session, and live on and off the pitch."
      >
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {VALUES.map((value) => (
            <li
              key={value.name}
              className="rounded-xl border-l-4 border-accent bg-card p-5 shadow-sm"
            >
              <h3 className="text-lg font-bold">{value.name}</h3>
              <p className="mt-1 text-muted-foreground">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="player-profile"
        eyebrow="The player we develop"
        title="Player Profile"
        tone="pitch"
      >
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {PLAYER_PROFILE.map((item) => (
            <li key={item.title} className="border-t-2 border-accent pt-5">
              <h3 className="text-2xl font-extrabold">{item.title}</h3>
              <p className="mt-2 text-white/85">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function Gallery() {
  return (
    <Section
      id="gallery"
      eyebrow="A week at the academy"
      title="On the Pitch"
      intro={`What a Bravo session looks like at ${ACADEMY.location.venue}, drawn by our own team.`}
      tone="card"
    >
      <AcademyGallery />
    </Section>
  );
}

/** A full-screen band introducing one part of Bravo, with a link to its page. */
function Spotlight({
  id,
  eyebrow,
  title,
  text,
  cta,
  to,
  isDark = false,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  to: string;
  isDark?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex min-h-[90svh] scroll-mt-16 items-center px-4 py-16',
        isDark ? DARK_BAND : 'bg-background',
      )}
    >
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 md:grid-cols-2">
        <div>
          <Eyebrow isDark={isDark}>{eyebrow}</Eyebrow>
          <h2
            id={`${id}-title`}
            className="mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-5xl"
          >
            {title}
          </h2>
          <p className={cn('mt-4 text-lg', isDark ? 'text-white/85' : 'text-muted-foreground')}>
            {text}
          </p>
          <Button asChild variant={isDark ? 'accent' : 'default'} size="lg" className="mt-8">
            <Link to={to}>{cta}</Link>
          </Button>
        </div>
        {children}
      </div>
    </section>
  );
}

function Spotlights() {
  return (
    <>
      <Spotlight
        id="academy"
        eyebrow="The Academy"
        title="Small groups. Serious development."
        text="A limited roster, coaches who know every player by name, and a plan for each one. Training is year-round, so progress never stalls between seasons."
        cta="Learn More"
        to={paths.academyDetails()}
      >
        <dl className="grid grid-cols-2 gap-4">
          {ACADEMY_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-xl border bg-card p-5 shadow-sm">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first text-xl font-extrabold text-primary sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Spotlight>
      <Spotlight
        id="app"
        eyebrow="The Bravo App"
        title="Training that continues at home"
        text="Every athlete gets the Bravo app: step-by-step lessons, XP for every session of home practice, streaks, badges and weekly rankings. Parents see the progress too."
        cta="Explore App"
        to={paths.appDetails()}
        isDark
      >
        <PhoneMock />
      </Spotlight>
      <Spotlight
        id="coach"
        eyebrow="The Coach"
        title="Coaching that knows the pathway"
        text={COACH.intro}
        cta="Meet Coach"
        to={paths.coachDetails()}
      >
        <ul className="flex flex-col gap-3">
          {COACH.credentials.slice(0, 4).map((credential) => (
            <li
              key={credential}
              className="flex items-start gap-3 rounded-xl border bg-card p-4 font-semibold shadow-sm"
            >
              <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              {credential}
            </li>
          ))}
        </ul>
      </Spotlight>
    </>
  );
}

function Membership() {
  const tiers: PlanTier[] = ['core', 'pro'];
  return (
    <Section
      id="membership"
      eyebrow="Membership"
      title="Membership Options"
      intro="Two ways to train with Bravo. Places are offered after an application, so email us about the plan that fits your player."
    >
      <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2">
        {tiers.map((tier) => {
          const monthly = PLANS.find((p) => p.tier === tier && p.interval === 'month');
          const annual = PLANS.find((p) => p.tier === tier && p.interval === 'year');
          if (!monthly || !annual) return null;
          const isPopular = monthly.isMostPopular;
          return (
            <article
              key={tier}
              aria-labelledby={`plan-${tier}`}
              className={cn(
                'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm md:p-8',
                isPopular && 'border-2 border-primary shadow-lg',
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 id={`plan-${tier}`} className="text-2xl font-extrabold">
                  {monthly.name}
                </h3>
                {isPopular ? <Badge variant="accent">Most Popular</Badge> : null}
              </div>
              <p className="mt-2 text-muted-foreground">{monthly.description}</p>
              <p className="mt-6">
                <span className="text-4xl font-extrabold">{formatCents(monthly.priceCents)}</span>
                <span className="text-muted-foreground"> / month</span>
              </p>
              <p className="mt-1 text-sm text-muted-foreground">
                {monthly.commitmentMonths}-month commitment, {formatCents(monthly.joinFeeCents)}{' '}
                join fee. Or {formatCents(annual.priceCents)} a year with no join fee.
              </p>
              <p className="mt-3 flex items-center gap-2 text-sm font-semibold">
                <Clock className="size-4 text-primary" aria-hidden="true" />
                {formatTrainingWindow(monthly.schedule)}
              </p>
              <ul className="mt-6 flex flex-1 flex-col gap-3">
                {LANDING_PLAN_FEATURES[tier].map((feature) => (
                  <li key={feature} className="flex items-start gap-3">
                    <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                asChild
                variant={isPopular ? 'default' : 'outline'}
                size="lg"
                className="mt-8"
              >
                {/* Wraps on a 320 px phone rather than widening the card. */}
                <a href={mailtoHref(`${monthly.name} inquiry`)}>
                  <span className="min-w-0 whitespace-normal text-center leading-tight">Email Us About {monthly.name}</span>
                </a>
              </Button>
            </article>
          );
        })}
      </div>
    </Section>
  );
}

function Join() {
  return (
    <Section
      id="join"
      eyebrow="Join the academy"
      title="Ready to Join Bravo?"
      intro={`Groups are small and places are by invitation. Tell us about your player (born ${BIRTH_YEARS}) and we'll be in touch.`}
      tone="pitch"
    >
      <Button asChild variant="accent" size="lg" className="mt-8">
        <Link to={paths.academyDetails()}>Apply Now</Link>
      </Button>
    </Section>
  );
}

function Contact() {
  const items: [ReactNode, string, ReactNode][] = [
    [<Phone />, 'Phone', <a href={ACADEMY.phone.href}>{ACADEMY.phone.display}</a>],
    [<Mail />, 'Email', <a href={`mailto:${ACADEMY.email}`}>{ACADEMY.email}</a>],
    [<MapPin />, 'Where', formatAddress()],
    [<Clock />, 'When', SESSION_FORMAT],
  ];
  return (
    <Section
      id="contact"
      eyebrow="Get in touch"
      title="Contact Us"
      intro="Questions about training or membership? Call or email, we're happy to help."
    >
      <ul className="mt-10 grid gap-4 sm:grid-cols-2">
        {items.map(([icon, label, value]) => (
          <li
            key={label}
            className="flex items-start gap-4 rounded-xl border bg-card p-5 shadow-sm"
          >
            <span
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary [&_svg]:size-5"
              aria-hidden="true"
            >
              {icon}
            </span>
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="font-semibold wrap-anywhere [&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
                {value}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
