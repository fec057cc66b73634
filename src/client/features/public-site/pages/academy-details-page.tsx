import {
  BookOpen,
  CalendarRange,
  Check,
  ClipboardCheck,
  Dumbbell,
  ExternalLink,
  Footprints,
  type LucideIcon,
  Map,
  Phone,
  Smartphone,
  Star,
  Target,
} from 'lucide-react';
import { ACADEMY, formatAddress } from '#shared/academy';
import { TRAINING_WINDOWS, formatTrainingWindow } from '#shared/academy-plans';
import { ACADEMY_STATS, TESTIMONIALS, WHATS_INCLUDED } from '#shared/academy-story';
import { PageMeta } from '#client/lib/page-meta';
import { ApplyDialog } from '../components/apply-dialog';
import { PageHero } from '../components/page-hero';
import { Testimonial } from '../components/testimonial';
import { Section } from '../components/section';
import { BIRTH_YEARS, SESSION_FORMAT } from '../content';

const ICONS: Record<string, LucideIcon> = {
  'Training app with rankings': Smartphone,
  'Resource guides': BookOpen,
  Assessments: ClipboardCheck,
  'Tactical plans': Map,
  Shooting: Target,
  'Strength and conditioning': Dumbbell,
  '1v1 moves': Footprints,
  Periodization: CalendarRange,
};

/** Academy details (docs/product.md, Public site): the programme, what is included, and the application. */
export function AcademyDetailsPage() {
  const testimonial = TESTIMONIALS[0];
  const { eligibility } = ACADEMY;
  return (
    <>
      <PageMeta
        title="The Academy"
        description={`What training at ${ACADEMY.name} includes: ${SESSION_FORMAT}, for players born ${BIRTH_YEARS}. Apply online.`}
      />
      <PageHero
        eyebrow="The Academy"
        title="A European pathway, close to home"
        intro={
          <>
            <p>{ACADEMY.description}</p>
            <p className="mt-3">
              Every player gets coaching time, honest feedback and a plan, on the pitch and in the
              Bravo app between sessions.
            </p>
          </>
        }
        aside={<ReviewsCard />}
      >
        <ApplyDialog />
      </PageHero>

      <section aria-label="The academy in numbers" className="border-b bg-card px-4 py-10">
        <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 md:grid-cols-4">
          {ACADEMY_STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col text-center">
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="order-first whitespace-nowrap text-2xl font-extrabold text-primary sm:text-3xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <Section
        eyebrow="Membership includes"
        title="What's Included"
        intro="Everything a player needs to keep improving, in sessions and at home."
      >
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {WHATS_INCLUDED.map((item) => {
            const Icon = ICONS[item.title] ?? Check;
            return (
              <li key={item.title} className="rounded-xl border bg-card p-5 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold">{item.title}</h3>
                <p className="mt-1 text-muted-foreground">{item.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section eyebrow="Who it's for" title="Eligibility and Schedule" tone="muted">
        <dl className="mt-10 grid gap-4 md:grid-cols-2">
          {[
            ['Players', `Born ${BIRTH_YEARS}. ${eligibility.levels}. ${eligibility.note}.`],
            ['Sessions', SESSION_FORMAT],
            ['Core Plan', formatTrainingWindow(TRAINING_WINDOWS.core)],
            ['Pro Plan', formatTrainingWindow(TRAINING_WINDOWS.pro)],
            ['Where', formatAddress()],
          ].map(([label, text]) => (
            <div key={label} className="rounded-xl bg-card p-5 shadow-sm md:last:col-span-2">
              <dt className="font-bold">{label}</dt>
              <dd className="mt-1 text-muted-foreground">{text}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {testimonial ? (
        <section aria-label="What parents say" className="px-4 py-16">
          <Testimonial
            {...testimonial}
            className="mx-auto max-w-3xl rounded-2xl border-l-4 border-accent bg-card p-8 shadow-sm"
          />
        </section>
      ) : null}

      <Section
        eyebrow="Applications are open"
        title="Ready to Join?"
        intro={`Groups are small and places are limited. Apply online in two minutes, or call us at ${ACADEMY.phone.display}.`}
        tone="pitch"
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ApplyDialog />
          <a
            href={ACADEMY.phone.href}
            className="inline-flex h-12 items-center justify-center gap-2 rounded-md border border-white/40 px-6 text-sm font-semibold hover:bg-white/10"
          >
            <Phone className="size-4" aria-hidden="true" />
            Call {ACADEMY.phone.display}
          </a>
        </div>
      </Section>
    </>
  );
}

function ReviewsCard() {
  return (
    <div className="rounded-2xl bg-white/10 p-6 ring-1 ring-white/15">
      <span role="img" aria-label="Five out of five stars" className="flex gap-1 text-accent">
        {[1, 2, 3, 4, 5].map((n) => (
          <Star key={n} className="size-6 fill-current" aria-hidden="true" />
        ))}
      </span>
      <p className="mt-3 text-2xl font-extrabold">Five Star Program</p>
      <p className="mt-1 text-white/85">
        See what families in 4S Ranch say about training with us.
      </p>
      <a
        href={ACADEMY.reviewsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 font-semibold text-accent underline underline-offset-4"
      >
        Read our reviews
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}
