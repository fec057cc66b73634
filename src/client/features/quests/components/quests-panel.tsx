import { CircleCheck, Circle, Target, Users } from 'lucide-react';
import type { TDailyQuest, TSquadQuest } from '#shared/validation/quests';
import { Panel } from '#client/components/ui/panel';
import { Progress } from '#client/components/ui/progress';
import { Spinner } from '#client/components/ui/spinner';
import { useAthletes } from '#client/features/athletes';
import { useQuests } from '../api/get-quests';

/**
 * The dashboard's "Daily quests" (three small goals of today, each with its XP and progress) and the
 * squad quest of the athlete's birth year, live (docs/product.md, Quests).
 */
export function QuestsPanels({ athleteId }: { athleteId: string }) {
  const athletes = useAthletes();
  const athlete = athletes.data?.find((a) => a.id === athleteId);
  const quests = useQuests(athlete);
  if (!quests.data) {
    return (
      <Panel title="Daily quests" icon={Target}>
        {quests.isError || athletes.isError ? <p className="text-sm text-muted-foreground">Quests could not be loaded.</p> : <Spinner label="Loading quests" className="py-4" />}
      </Panel>
    );
  }
  return (
    <>
      <Panel title="Daily quests" icon={Target}>
        <ul className="flex flex-col gap-3">
          {quests.data.daily.map((quest) => (
            <DailyQuestRow key={quest.key} quest={quest} />
          ))}
        </ul>
      </Panel>
      <SquadQuestPanel squad={quests.data.squad} />
    </>
  );
}

function DailyQuestRow({ quest }: { quest: TDailyQuest }) {
  const Icon = quest.isCompleted ? CircleCheck : Circle;
  return (
    <li className="flex items-start gap-3">
      <Icon className={quest.isCompleted ? 'mt-0.5 size-5 shrink-0 text-success' : 'mt-0.5 size-5 shrink-0 text-muted-foreground'} aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-2">
          <span className="break-words font-medium">
            {quest.title}
            {quest.isCompleted ? <span className="sr-only"> (done)</span> : null}
          </span>
          <span className="text-sm font-semibold text-primary">{quest.isCompleted ? `+${quest.xp} XP paid` : `+${quest.xp} XP`}</span>
        </div>
        <div className="mt-1 flex items-center gap-2">
          <Progress value={(quest.progress / quest.target) * 100} label={`${quest.title}: ${quest.progress} of ${quest.target}`} className="h-2" />
          <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
            {quest.progress}/{quest.target}
          </span>
        </div>
      </div>
    </li>
  );
}

function SquadQuestPanel({ squad }: { squad: TSquadQuest }) {
  const shown = squad.contributors.slice(0, 8);
  const more = squad.contributors.length - shown.length + squad.otherContributors;
  return (
    <Panel title="Squad quest" icon={Users}>
      <p className="font-medium">{squad.title}</p>
      <div className="mt-2 flex items-center gap-2">
        <Progress value={(squad.progress / squad.target) * 100} label={`Squad quest: ${squad.progress} of ${squad.target} lessons`} />
        <span className="shrink-0 text-sm tabular-nums">
          {squad.progress}/{squad.target}
        </span>
      </div>
      <p className="mt-2 text-sm text-muted-foreground">
        {squad.isCompleted
          ? `Met! Everyone who helped earns ${squad.xp} XP.`
          : squad.hasContributed
            ? `You are helping. Met by Sunday, it pays ${squad.xp} XP to everyone who helped.`
            : `Train a lesson to help. Met by Sunday, it pays ${squad.xp} XP to everyone who helped.`}
      </p>
      {shown.length || more ? (
        <p className="mt-2 break-words text-sm">
          <span className="text-muted-foreground">Helping: </span>
          {shown.map((c) => c.name).join(', ')}
          {more ? `${shown.length ? ' and ' : ''}${more} more` : ''}
        </p>
      ) : null}
    </Panel>
  );
}
