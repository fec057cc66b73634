import { BadgeCheck, Mail, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
import { ACADEMY } from '#shared/academy';
import { COACH, TESTIMONIALS } from '#shared/academy-story';
import { Button } from '#client/components/ui/button';
import { PageMeta } from '#client/lib/page-meta';
import { PageHero } from '../components/page-hero';
import { Testimonial } from '../components/testimonial';
import { ArtSprite, SCENES, SceneArt } from '../components/pitch-art';
import { Section } from '../components/section';
import { mailtoHref } from '../content';

const TEAM_TALK = SCENES.find((scene) => scene.title === 'Team Talk') ?? SCENES[0];

/** Coach details (docs/product.md, Public site): credentials, philosophy, testimonials, contact. */
export function CoachDetailsPage() {
  return (
    <>
      <PageMeta
        title="Meet the Coach"
        description={`${ACADEMY.name}'s coaching: ${COACH.credentials[0]}, European academy experience and a players-first philosophy.`}
      />
      <ArtSprite />
      <PageHero
        eyebrow={`Our ${COACH.title}`}
        title="Meet the Coach"
        intro={COACH.intro}
        aside={
          TEAM_TALK ? (
            <div
              className="protected overflow-hidden rounded-2xl ring-1 ring-white/15"
              onContextMenu={(event: MouseEvent) => event.preventDefault()}
            >
              <SceneArt scene={TEAM_TALK} />
            </div>
          ) : null
        }
      >
        <ContactButtons />
      </PageHero>

      <Section eyebrow="Qualifications" title="Credentials">
        <ul className="mt-8 grid gap-3 md:grid-cols-2">
          {COACH.credentials.map((credential) => (
            <li
              key={credential}
              className="flex items-start gap-3 rounded-xl border bg-card p-4 font-semibold shadow-sm"
            >
              <BadgeCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              {credential}
            </li>
          ))}
        </ul>
      </Section>

      <Section eyebrow="How we coach" title="Coaching Philosophy" tone="muted">
        <ol className="mt-8 grid gap-4 md:grid-cols-2">
          {COACH.philosophy.map((belief, i) => (
            <li key={belief} className="flex gap-4 rounded-xl bg-card p-5 shadow-sm">
              <span
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pitch font-extrabold text-accent"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <p className="text-lg">{belief}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section eyebrow="From our families" title="What Parents Say">
        <div className="mt-8 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <Testimonial key={testimonial.author} {...testimonial} />
          ))}
        </div>
      </Section>

      <Section
        eyebrow="Talk to us"
        title="Get in Touch with the Coach"
        intro="Questions about your player's level, positions or the right plan? Call or email and a coach will answer."
        tone="pitch"
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ContactButtons />
        </div>
      </Section>
    </>
  );
}

/** The e-mail address is longer than a 320 px phone's line: the buttons' labels may wrap. */
const WRAPPING = 'max-w-full';
const LABEL = 'min-w-0 whitespace-normal text-center leading-tight wrap-anywhere';

function ContactButtons() {
  return (
    <>
      <Button asChild variant="accent" size="lg" className={WRAPPING}>
        <a href={ACADEMY.phone.href}>
          <Phone aria-hidden="true" />
          <span className={LABEL}>Call {ACADEMY.phone.display}</span>
        </a>
      </Button>
      <Button asChild variant="inverse" size="lg" className={WRAPPING}>
        <a href={mailtoHref('Question for the coach')}>
          <Mail aria-hidden="true" />
          <span className={LABEL}>Email {ACADEMY.email}</span>
        </a>
      </Button>
    </>
  );
}
