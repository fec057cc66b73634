/**
 * /challenges (docs/product.md, Challenges): the Weekly Challenges tab, and the
 * Monthly Competitions tab, which says plainly that competitions come with a later release.
 */
import { CalendarRange, Swords } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '#client/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
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
        <p className="text-muted-foreground">Take on this week&rsquo;s challenges at home and earn bonus XP.</p>
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
        <TabsContent value="monthly" className="flex flex-col gap-3">
          <h2 className="flex items-center gap-2 text-lg font-semibold sm:text-xl">
            <CalendarRange className="size-5 text-primary" aria-hidden="true" /> Monthly Competitions
          </h2>
          <EmptyState title="Monthly competitions are coming">
            Academy-wide competitions (most lessons, most XP, longest streak) arrive with a later release. Until then,
            weekly challenges are the way to earn bonus XP.
          </EmptyState>
        </TabsContent>
      </Tabs>
    </div>
  );
}
