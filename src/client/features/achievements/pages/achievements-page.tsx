/**
 * /achievements (docs/product.md, Achievements): an All tab and one tab per category (training,
 * social, progression, consistency, special), every achievement locked or unlocked with its rarity,
 * XP, progress and unlock date, and the count unlocked.
 */
import { Trophy } from 'lucide-react';
import {
  ACHIEVEMENT_CATEGORIES,
  type AchievementCategory,
  rarityRank,
} from '#shared/achievements';
import type { TAchievement } from '#shared/validation/achievements';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { firstName } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { useSelectedAthlete } from '#client/features/athletes';
import { useAchievements } from '../api/get-achievements';
import { AchievementCard } from '../components/achievement-card';

type Tab = 'all' | AchievementCategory;

const TAB_LABELS: Record<Tab, string> = {
  all: 'All',
  training: 'Training',
  social: 'Social',
  progression: 'Progression',
  consistency: 'Consistency',
  special: 'Special',
};

const TABS: Tab[] = ['all', ...ACHIEVEMENT_CATEGORIES];

/** Common first, legendary last (docs/product.md, Achievements); the catalogue's order within a rarity. */
function byRarity(list: TAchievement[]): TAchievement[] {
  return list
    .map((achievement, index) => ({ achievement, index }))
    .sort((a, b) => rarityRank(a.achievement.rarity) - rarityRank(b.achievement.rarity) || a.index - b.index)
    .map(({ achievement }) => achievement);
}

export function AchievementsPage() {
  const { athlete, isLoading } = useSelectedAthlete();
  const achievements = useAchievements(athlete?.id);

  let body;
  if (isLoading || (athlete && achievements.isPending)) body = <PageSpinner label="Loading achievements" />;
  else if (!athlete) body = <NoAthleteCard title="Add your athlete to earn badges" />;
  else if (achievements.isError) {
    body = (
      <Alert tone="error" title="Failed to load your achievements">
        <p>{achievements.error.message}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void achievements.refetch()}
          disabled={achievements.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  } else if (achievements.data) {
    body = <AchievementTabs list={achievements.data.achievements} unlockedCount={achievements.data.unlockedCount} />;
  }

  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Achievements" description="Badges earned by training, challenges and streaks." />
      <header>
        <h1 className="flex items-center gap-2 text-2xl font-bold sm:text-3xl">
          <Trophy className="size-7 text-primary" aria-hidden="true" /> Achievements
        </h1>
        <p className="text-muted-foreground">
          {athlete
            ? `Badges ${firstName(athlete.name)} unlocks by training, completing challenges and keeping a streak.`
            : 'Badges unlock by training, completing challenges and keeping a streak.'}
        </p>
      </header>
      {body}
    </div>
  );
}

function AchievementTabs({ list, unlockedCount }: { list: TAchievement[]; unlockedCount: number }) {
  const total = list.length;
  return (
    <>
      <section aria-labelledby="unlocked-heading" className="rounded-lg border bg-card p-4 shadow-sm">
        <h2 id="unlocked-heading" className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
          Unlocked
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums" data-testid="unlocked-count">
          {unlockedCount} <span className="text-base font-medium text-muted-foreground">of {total} badges</span>
        </p>
        <Progress
          className="mt-3"
          value={total ? (unlockedCount / total) * 100 : 0}
          label="Badges unlocked"
        />
      </section>
      {total === 0 ? (
        <EmptyState title="No achievements yet">The academy&rsquo;s badges will appear here.</EmptyState>
      ) : (
        <Tabs defaultValue="all">
          <TabsList aria-label="Achievement categories" className="grid grid-cols-3 sm:flex">
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab} className="h-11">
                {TAB_LABELS[tab]}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => {
            const shown = byRarity(tab === 'all' ? list : list.filter((a) => a.category === tab));
            const unlocked = shown.filter((a) => a.isUnlocked).length;
            return (
              <TabsContent key={tab} value={tab} className="flex flex-col gap-3">
                <h2 className="sr-only">{TAB_LABELS[tab]} achievements</h2>
                <p className="text-sm text-muted-foreground">
                  {unlocked} of {shown.length} unlocked{tab === 'all' ? '' : ` in ${TAB_LABELS[tab]}`}
                </p>
                {shown.length === 0 ? (
                  <EmptyState title={`No ${TAB_LABELS[tab].toLowerCase()} achievements yet`} />
                ) : (
                  <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                    {shown.map((achievement) => (
                      <li key={achievement.id}>
                        <AchievementCard achievement={achievement} />
                      </li>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
        </Tabs>
      )}
    </>
  );
}
