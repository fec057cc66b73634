/**
 * /challenges (docs/product.md, Challenges): the Weekly Challenges tab, and the Monthly
 * Competitions tab (docs/product.md, Competitions), which the competitions feature draws.
 */
import { Swords } from 'lucide-react';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { MonthlyCompetitions } from '#client/features/competitions';
import { PageMeta } from '#client/lib/page-meta';
import { WeeklyChallenges } from '../components/weekly-challenges';

const TABS = [
  { value: 'weekly', label: 'Weekly Challenges' },
  { value: 'monthly', label: 'Monthly Competitions' },
] as const;
type Tab = (typeof TABS)[number]['value'];

export function ChallengesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'monthly' ? 'monthly' : 'weekly';
  return (
    <div className="flex flex-col gap-5">
      <PageMeta
        title="Challenges and Competitions"
        description="Weekly challenges to do at home for bonus XP, and monthly competitions."
      />
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Swords className="size-7 text-primary" aria-hidden="true" /> Challenges and Competitions
        </h1>
        <p className="text-muted-foreground">
          Take on this week&rsquo;s challenges at home and join this month&rsquo;s competitions for bonus XP.
        </p>
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => setSearchParams(value === 'weekly' ? {} : { tab: value }, { replace: true })}
      >
        {/* Both labels fit a 390 px phone only a little smaller than the component's default. */}
        <TabsList
          aria-label="Challenges and competitions"
          className="[&>button]:px-2 [&>button]:text-[0.8125rem] sm:[&>button]:px-3 sm:[&>button]:text-sm"
        >
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="h-11">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="weekly">
          <WeeklyChallenges headingLevel={2} />
        </TabsContent>
        <TabsContent value="monthly">
          <Suspense fallback={<PageSpinner label="Loading competitions" />}>
            <MonthlyCompetitions />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
