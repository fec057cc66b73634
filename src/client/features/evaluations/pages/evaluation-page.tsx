/**
 * /coach/evaluations/:athleteId (issue 42, point 2): a coach evaluates one athlete on a phone. A
 * level per skill (each level described for the athlete's birth-year band) with an optional note,
 * strengths, two goals and linked lessons; saved as a draft, then published. A published evaluation
 * can be corrected; its earlier versions stay listed here for staff.
 */
import { type FormEvent, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '#shared/page-paths';
import { bandFor, type EvaluationKind, levelName, PILLAR_LABELS, SKILL_LEVELS } from '#shared/skills';
import { GOAL_MAX, NOTE_MAX, type TEvaluation, type TSkill, type TStaffEvaluations } from '#shared/validation/evaluations';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input, Select, Textarea } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { formatDate } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useAthleteEvaluations } from '../api/get-athlete-evaluations';
import { useSkillCatalogue } from '../api/get-skill-catalogue';
import { usePublishEvaluation } from '../api/publish-evaluation';
import { useSaveEvaluation } from '../api/save-evaluation';

export function EvaluationPage() {
  if (!useIsStaff()) return <StaffOnly title="Evaluation" description="Skill evaluations are written by coaches and admins." />;
  return <Evaluation />;
}

function Evaluation() {
  const { athleteId = '' } = useParams();
  const evaluations = useAthleteEvaluations(athleteId);
  const catalogue = useSkillCatalogue();
  const [correcting, setCorrecting] = useState<TEvaluation | null>(null);
  const error = evaluations.error ?? catalogue.error;
  const draft = evaluations.data?.evaluations.find((e) => e.status === 'draft');
  const published = evaluations.data?.evaluations.filter((e) => e.status === 'published') ?? [];
  return (
    <div className="flex flex-col gap-5">
      <PageMeta title="Evaluation" description="Evaluate an athlete's skills, set two goals and link lessons." />
      <div className="flex flex-col gap-1">
        <Link to={paths.coachEvaluations()} className="text-sm font-semibold text-primary hover:underline">
          ← Evaluations
        </Link>
        <h1 className="text-2xl font-bold">{evaluations.data ? `Evaluate ${evaluations.data.athlete.name}` : 'Evaluation'}</h1>
        {evaluations.data ? <p className="text-sm text-muted-foreground">Levels described for players born {bandFor(evaluations.data.athlete.birthYear)}.</p> : null}
      </div>
      {evaluations.isPending || catalogue.isPending ? <PageSpinner label="Loading the evaluation" /> : null}
      {error ? <Alert tone="error" title="We couldn't load the evaluation.">{error.message}</Alert> : null}
      {evaluations.data && catalogue.data ? (
        <EvaluationForm
          key={correcting?.id ?? draft?.id ?? 'new'}
          athlete={evaluations.data.athlete}
          skills={catalogue.data.skills}
          start={correcting ?? draft}
          correcting={correcting}
          onDone={() => setCorrecting(null)}
        />
      ) : null}
      {published.length > 0 ? <Published evaluations={published} skills={catalogue.data?.skills ?? []} onCorrect={setCorrecting} /> : null}
    </div>
  );
}

type FormProps = {
  athlete: TStaffEvaluations['athlete'];
  skills: TSkill[];
  start: TEvaluation | undefined | null;
  correcting: TEvaluation | null;
  onDone: () => void;
};

function EvaluationForm({ athlete, skills, start, correcting, onDone }: FormProps) {
  const band = bandFor(athlete.birthYear);
  const [kind, setKind] = useState<EvaluationKind>(start?.kind ?? 'light');
  const [levels, setLevels] = useState<Record<string, number>>(Object.fromEntries(start?.ratings.map((r) => [r.skillId, r.level]) ?? []));
  const [notes, setNotes] = useState<Record<string, string>>(Object.fromEntries(start?.ratings.map((r) => [r.skillId, r.note]) ?? []));
  const [strengths, setStrengths] = useState(start?.strengths ?? '');
  const [goals, setGoals] = useState<[string, string]>([start?.goals[0] ?? '', start?.goals[1] ?? '']);
  const [lessonIds, setLessonIds] = useState<string[]>(start?.lessons.map((l) => l.id) ?? []);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveEvaluation(athlete.id);
  const publish = usePublishEvaluation();
  const rated = skills.filter((s) => levels[s.id]);
  const lessonChoices = [...new Map(rated.flatMap((s) => s.lessons).map((l) => [l.id, l])).values()];
  const isBusy = save.isPending || publish.isPending;

  const input = () => ({
    kind,
    ratings: rated.map((s) => ({ skillId: s.id, level: levels[s.id]!, note: notes[s.id] ?? '' })),
    strengths,
    goals: goals.map((g) => g.trim()).filter((g) => g.length > 0),
    lessonIds: lessonIds.filter((id) => lessonChoices.some((l) => l.id === id)),
  });

  const submit = async (event: FormEvent<HTMLFormElement>, shouldPublish: boolean) => {
    event.preventDefault();
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ input: input(), ...(correcting ? { correcting: correcting.id } : {}) });
      if (correcting) {
        toast.success('Correction saved', { description: 'The earlier version stays listed for staff.' });
        onDone();
      } else if (shouldPublish) {
        await publish.mutateAsync(saved.id);
        toast.success(`Published for ${athlete.name}’s family`);
      } else toast.success('Draft saved');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <form className="flex flex-col gap-4" onSubmit={(e) => void submit(e, !correcting && (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'publish')}>
      {correcting ? (
        <Alert tone="warning" title={`Correcting the evaluation of ${formatDate(correcting.publishedAt ?? correcting.updatedAt)}`}>
          The family sees the correction; version {correcting.version} stays listed for staff.{' '}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onDone}>
            Cancel
          </Button>
        </Alert>
      ) : null}
      <fieldset className="flex flex-col gap-2" disabled={Boolean(correcting)}>
        <legend className="mb-1 text-sm font-semibold">Kind</legend>
        <div className="flex flex-wrap gap-2">
          {(['light', 'full'] as const).map((k) => (
            <label key={k} className="flex min-h-11 items-center gap-2 rounded-md border px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
              {k === 'light' ? 'Skill check (3-4 skills)' : `Full evaluation (all ${skills.length})`}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {rated.length} of {kind === 'light' ? '3-4' : skills.length} skills rated
      </p>
      <ul className="flex flex-col gap-3">
        {skills.map((skill) => {
          const level = levels[skill.id] ?? 0;
          return (
            <li key={skill.id}>
              <Card className="flex flex-col gap-2 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-1">
                  <label htmlFor={`level-${skill.id}`} className="font-semibold">
                    {skill.name}
                  </label>
                  <span className="text-xs text-muted-foreground">{PILLAR_LABELS[skill.pillar]}</span>
                </div>
                <Select id={`level-${skill.id}`} value={level} onChange={(e) => setLevels({ ...levels, [skill.id]: Number(e.target.value) })}>
                  <option value={0}>Not rated</option>
                  {SKILL_LEVELS.map((name, i) => (
                    <option key={name} value={i + 1}>
                      {i + 1} · {name}
                    </option>
                  ))}
                </Select>
                {level > 0 ? (
                  <>
                    <p className="text-sm text-muted-foreground">{skill.levels[band]?.[level - 1]}</p>
                    <label htmlFor={`note-${skill.id}`} className="text-sm font-medium">
                      Note on {skill.name.toLowerCase()} (optional)
                    </label>
                    <Textarea id={`note-${skill.id}`} rows={2} maxLength={NOTE_MAX} value={notes[skill.id] ?? ''} onChange={(e) => setNotes({ ...notes, [skill.id]: e.target.value })} />
                  </>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-col gap-1">
        <label htmlFor="evaluation-strengths" className="text-sm font-semibold">
          Strengths
        </label>
        <Textarea id="evaluation-strengths" rows={3} maxLength={NOTE_MAX} value={strengths} onChange={(e) => setStrengths(e.target.value)} />
      </div>
      {[0, 1].map((i) => (
        <div key={i} className="flex flex-col gap-1">
          <label htmlFor={`evaluation-goal-${i}`} className="text-sm font-semibold">
            Goal {i + 1}
          </label>
          <Input id={`evaluation-goal-${i}`} maxLength={GOAL_MAX} value={goals[i]} onChange={(e) => setGoals(i === 0 ? [e.target.value, goals[1]] : [goals[0], e.target.value])} />
        </div>
      ))}
      {lessonChoices.length > 0 ? (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-semibold">Linked lessons (up to 6)</legend>
          {lessonChoices.map((lesson) => (
            <label key={lesson.id} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5"
                checked={lessonIds.includes(lesson.id)}
                onChange={(e) => setLessonIds(e.target.checked ? [...lessonIds, lesson.id] : lessonIds.filter((id) => id !== lesson.id))}
              />
              {lesson.title}
            </label>
          ))}
        </fieldset>
      ) : null}
      {problem ? (
        <Alert tone="error" title="Not saved" role="alert">
          {problem}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {correcting ? (
          <Button type="submit" value="correct" disabled={isBusy}>
            Save correction
          </Button>
        ) : (
          <>
            <Button type="submit" value="draft" variant="outline" disabled={isBusy}>
              Save draft
            </Button>
            <Button type="submit" value="publish" disabled={isBusy}>
              Publish to family
            </Button>
          </>
        )}
      </div>
    </form>
  );
}

function Published({ evaluations, skills, onCorrect }: { evaluations: TStaffEvaluations['evaluations']; skills: TSkill[]; onCorrect: (e: TEvaluation) => void }) {
  const nameOf = new Map(skills.map((s) => [s.id, s.name]));
  return (
    <section aria-labelledby="published-evaluations" className="flex flex-col gap-3">
      <h2 id="published-evaluations" className="text-lg font-semibold">
        Published
      </h2>
      <ul className="flex flex-col gap-3">
        {evaluations.map((e) => (
          <li key={e.id}>
            <Card className="flex flex-col gap-2 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">
                  {e.kind === 'full' ? 'Full evaluation' : 'Skill check'}, {formatDate(e.publishedAt ?? e.updatedAt)}
                </span>
                {e.version > 1 ? <Badge variant="secondary">Corrected (version {e.version})</Badge> : null}
              </div>
              <p className="text-sm">{e.ratings.map((r) => `${nameOf.get(r.skillId) ?? r.skillId}: ${levelName(r.level)}`).join(' · ')}</p>
              <p className="text-sm text-muted-foreground">Goals: {e.goals.join('; ')}</p>
              {e.versions.map((v) => (
                <details key={v.version} className="rounded-md border p-2 text-sm">
                  <summary>
                    Version {v.version}, replaced {formatDate(v.replacedAt)} by {v.replacedBy}
                  </summary>
                  <p>{v.ratings.map((r) => `${nameOf.get(r.skillId) ?? r.skillId}: ${levelName(r.level)}`).join(' · ')}</p>
                  <p className="text-muted-foreground">Goals: {v.goals.join('; ')}</p>
                </details>
              ))}
              <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => onCorrect(e)}>
                Correct
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
