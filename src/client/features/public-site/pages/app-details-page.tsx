import {
  Award,
  BookOpen,
  ChartColumn,
  Check,
  type LucideIcon,
  MessageSquare,
  ShoppingBag,
  Trophy,
  Users,
} from 'lucide-react';
import { Link } from 'react-router';
import { ACADEMY } from '#shared/academy';
import { APP_FEATURES, APP_KEY_FEATURES } from '#shared/academy-story';
import { paths } from '#shared/page-paths';
import { Button } from '#client/components/ui/button';
import { PageMeta } from '#client/lib/page-meta';
import { PageHero } from '../components/page-hero';
import { PhoneMock } from '../components/phone-mock';
import { Section } from '../components/section';

const ICONS: Record<string, LucideIcon> = {
  'Performance analytics': ChartColumn,
  'XP and leaderboards': Trophy,
  'Team communication': MessageSquare,
  'Training library': BookOpen,
  'Merch shop': ShoppingBag,
  'Parent portal': Users,
  Badges: Award,
};

function Actions() {
  return (
    <>
      <Button asChild variant="accent" size="lg">
        <Link to={paths.academyDetails()}>Join Academy</Link>
      </Button>
      <Button asChild variant="inverse" size="lg">
        <Link to={paths.auth()}>Sign In</Link>
      </Button>
    </>
  );
}

/** App details (docs/product.md, Public site): what the Bravo app does for players and parents. */
export function AppDetailsPage() {
  return (
    <>
      <PageMeta
        title="The Bravo App"
        description={`The ${ACADEMY.shortName} app: lessons, XP, streaks, badges, weekly rankings and a parent portal for every ${ACADEMY.name} family.`}
      />
      <PageHero
        eyebrow="The Bravo App"
        title="Practice at home, see the progress"
        intro={`Every ${ACADEMY.name} athlete gets the app with their membership. Short lessons turn home practice into XP, streaks and badges, and parents follow it all from one account.`}
        aside={<PhoneMock />}
      >
        <Actions />
      </PageHero>

      <Section
        eyebrow="Inside the app"
        title="Features"
        intro="Built for young players, with parents in charge of the account."
      >
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {APP_FEATURES.map((feature) => {
            const Icon = ICONS[feature.title] ?? Check;
            return (
              <li
                key={feature.title}
                className="flex gap-4 rounded-xl border bg-card p-5 shadow-sm"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-bold">{feature.title}</h3>
                  <p className="mt-1 text-muted-foreground">{feature.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section eyebrow="At a glance" title="Key Features" tone="muted">
        <ul className="mt-8 grid gap-3 md:grid-cols-2">
          {APP_KEY_FEATURES.map((feature) => (
            <li
              key={feature}
              className="flex items-start gap-3 rounded-xl bg-card p-4 font-semibold shadow-sm"
            >
              <Check className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      </Section>

      <Section
        eyebrow="Get started"
        title="Already a member, or ready to join?"
        intro="Members sign in with the email they registered. New families start with an application to the academy."
        tone="pitch"
      >
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Actions />
        </div>
      </Section>
    </>
  );
}
