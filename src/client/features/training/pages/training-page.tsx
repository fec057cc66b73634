/**
 * /training (docs/product.md, Training): the training categories with the athlete's progress, then
 * the three tabs Challenges (default), Training Details and Digital Content.
 */
import { GraduationCap } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { firstName } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useSelectedAthlete } from '#client/features/athletes';
import { WeeklyChallenges } from '#client/features/challenges';
import { ThisWeeksPlan } from '#client/features/coaching';
import { useCategories } from '../api/get-categories';
import { CategoryCard } from '../components/category-card';
import { DigitalContent } from '../components/digital-content';
import { TrainingDetails } from '../components/training-details';

export function TrainingPage() {
  const { athlete } = useSelectedAthlete();
  return (
    <div className="flex flex-col gap-6">
      <PageMeta
        title="Training"
        description="Lessons with timers and trackers for at-home training, by category."
      />
      <header>
        <h1 className="text-2xl font-bold sm:text-3xl">Training</h1>
        <p className="text-muted-foreground">
          {athlete
            ? `Pick a category and a lesson for ${firstName(athlete.name)}.`
            : 'Step-by-step lessons to train at home.'}
        </p>
      </header>
      <ThisWeeksPlan athleteId={athlete?.id} />
      <Categories />
      <section aria-labelledby="challenges-heading" className="flex flex-col gap-3 pt-2">
        <h2 id="challenges-heading" className="text-xl font-bold">
          Challenges and academy training
        </h2>
        <Tabs defaultValue="challenges">
          {/* Three tabs fit a 390 px phone only a little tighter than the component's default. */}
          <TabsList
            aria-label="Challenges and academy training"
            className="[&>button]:px-1.5 [&>button]:text-[0.8125rem] sm:[&>button]:px-3 sm:[&>button]:text-sm"
          >
            <TabsTrigger value="challenges" className="h-11">
              Challenges
            </TabsTrigger>
            <TabsTrigger value="details" className="h-11">
              Training Details
            </TabsTrigger>
            <TabsTrigger value="digital" className="h-11">
              Digital Content
            </TabsTrigger>
          </TabsList>
          <TabsContent value="challenges">
            <Suspense fallback={<PageSpinner label="Loading challenges" />}>
              <WeeklyChallenges headingLevel={3} />
            </Suspense>
          </TabsContent>
          <TabsContent value="details">
            <TrainingDetails />
          </TabsContent>
          <TabsContent value="digital">
            <DigitalContent />
          </TabsContent>
        </Tabs>
      </section>
    </div>
  );
}

function Categories() {
  const { athlete, isLoading } = useSelectedAthlete();
  const categories = useCategories(athlete?.id);

  let body;
  if (isLoading || (athlete && categories.isPending))
    body = <PageSpinner label="Loading training categories" />;
  else if (!athlete) body = <NoAthleteCard title="Add your athlete to start training" />;
  else if (categories.isError) {
    body = (
      <Alert tone="error" title="We couldn't load the training categories.">
        <p>{categories.error.message}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void categories.refetch()}
          disabled={categories.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (categories.data) {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.data.map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="categories-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="categories-heading" className="text-xl font-bold">
          Lesson categories
        </h2>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.curriculum()}>
            <GraduationCap aria-hidden="true" /> Curriculum levels
          </Link>
        </Button>
      </div>
      {body}
    </section>
  );
}
