import { BookOpen, Target } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { levelName, PILLAR_LABELS, SKILL_PILLARS } from '#shared/skills';
import type { TPassport } from '#shared/validation/evaluations';
import { EmptyState } from '#client/components/ui/alert';
import { Card } from '#client/components/ui/card';
import { formatDate } from '#client/lib/format';
import { LevelMeter } from './level-meter';

/** The current goals and the lessons the coach linked, each one tap away. */
export function CurrentGoals({ current }: { current: NonNullable<TPassport['current']> }) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Target className="size-5 text-primary" aria-hidden="true" /> Current goals
        </h2>
        <p className="text-sm text-muted-foreground">
          From {current.authorName}, {formatDate(current.publishedAt)}
        </p>
      </div>
      <ol className="flex list-decimal flex-col gap-1 pl-5">
        {current.goals.map((goal) => (
          <li key={goal}>{goal}</li>
        ))}
      </ol>
      {current.strengths ? (
        <p className="text-sm">
          <span className="font-semibold">Strengths: </span>
          {current.strengths}
        </p>
      ) : null}
      {current.lessons.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold">Lessons to work on</h3>
          <ul className="flex flex-col gap-2">
            {current.lessons.map((lesson) => (
              <li key={lesson.id}>
                <Link to={paths.lesson(lesson.id)} className="flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted">
                  <BookOpen className="size-4 shrink-0 text-primary" aria-hidden="true" />
                  {lesson.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

/** Every skill by pillar: the athlete's level over time, what the current level means at their age, lessons. */
export function SkillList({ passport }: { passport: TPassport }) {
  return (
    <>
      {SKILL_PILLARS.map((pillar) => {
        const skills = passport.skills.filter((s) => s.pillar === pillar);
        return (
          <section key={pillar} aria-labelledby={`pillar-${pillar}`} className="flex flex-col gap-3">
            <h2 id={`pillar-${pillar}`} className="text-lg font-semibold">
              {PILLAR_LABELS[pillar]}
            </h2>
            <ul className="grid gap-3 md:grid-cols-2">
              {skills.map((skill) => {
                const latest = skill.history.at(-1);
                return (
                  <li key={skill.id}>
                    <Card className="flex h-full flex-col gap-2 p-4">
                      <h3 className="font-semibold">{skill.name}</h3>
                      {latest ? (
                        <>
                          <LevelMeter level={latest.level} />
                          <p className="text-sm text-muted-foreground">{skill.levels[latest.level - 1]}</p>
                          {latest.note ? <p className="text-sm">“{latest.note}”</p> : null}
                          {skill.history.length > 1 ? (
                            <ol className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" aria-label={`${skill.name} over time`}>
                              {skill.history.map((h) => (
                                <li key={h.evaluationId}>
                                  {formatDate(h.date)}: {levelName(h.level)}
                                </li>
                              ))}
                            </ol>
                          ) : null}
                        </>
                      ) : (
                        <p className="text-sm text-muted-foreground">Not rated yet. {skill.description}</p>
                      )}
                      {skill.lessons.length > 0 ? (
                        <p className="mt-auto text-sm">
                          <span className="font-semibold">Train it: </span>
                          {skill.lessons.slice(0, 3).map((lesson, i) => (
                            <span key={lesson.id}>
                              {i > 0 ? ', ' : ''}
                              <Link to={paths.lesson(lesson.id)} className="text-primary underline-offset-2 hover:underline">
                                {lesson.title}
                              </Link>
                            </span>
                          ))}
                        </p>
                      ) : null}
                    </Card>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </>
  );
}

export function NoEvaluationYet({ name }: { name: string }) {
  return <EmptyState title="No evaluation yet">{name}’s coach publishes a skill check every 6-8 weeks and a full evaluation each season. You’ll be notified when the first one is ready.</EmptyState>;
}
