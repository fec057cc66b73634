/**
 * /lesson/:lessonId (docs/product.md, Training): the athlete selector, the lesson's
 * steps and set-up, the lesson timer, the measurement tracker, notes, Save Progress and Complete
 * Lesson. Opening it starts the lesson for the athlete on the server, whose clock then bounds what
 * a save is credited; the page sends what happened (minutes, count, timer seconds), the server
 * computes XP and explains a refusal in the error toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, NotebookPen } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '#shared/page-paths';
import { LESSON_NOTES_MAX_LENGTH, LESSON_NOTES_TOO_LONG } from '#shared/training';
import type { TAthlete } from '#shared/validation/athletes';
import type {
  TLessonProgressInput,
  TLessonProgressResponse,
} from '#shared/validation/training';
import { AppError } from '#shared/errors';
import { NoAthleteCard } from '#client/components/no-athlete-card';
import { Alert, EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Label, Select, Textarea } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { firstName } from '#client/lib/format';
import { PageMeta } from '#client/lib/page-meta';
import type { CelebrationLine } from '#client/lib/celebrations';
import { applyProgressOutcome } from '#client/lib/progress-outcome';
import { toast } from '#client/lib/toast';
import { useSelectedAthlete } from '#client/features/athletes';
import { type LessonResponse, useLesson } from '../api/get-lesson';
import { lessonProgressWrite, useSaveLessonProgress } from '../api/save-lesson-progress';
import { useStartLesson } from '../api/start-lesson';
import {
  CompletedBadge,
  DifficultyBadge,
  DurationLabel,
  LessonTypeBadge,
} from '../components/lesson-badges';
import { LessonDetails, LessonNeeds } from '../components/lesson-details';
import { LessonSteps } from '../components/lesson-steps';
import { LessonTimer } from '../components/lesson-timer';
import {
  MeasurementTracker,
  type TrackerSaved,
  isTimedMetric,
  timedCount,
} from '../components/measurement-tracker';
import { NotFoundState } from '../components/not-found-state';
import { LessonRecord } from '../components/lesson-record';
import { LessonHistory } from '../components/lesson-history';
import { Panel } from '#client/components/ui/panel';
import { useStopwatch } from '../hooks/use-stopwatch';

/**
 * docs/product.md, Messages (the server's SELECT_ATHLETE_MESSAGE too). Written here rather than
 * imported so this chunk does not pull in the zod schemas of shared/validation.
 */
const SELECT_ATHLETE_MESSAGE = 'Please select an athlete to track progress for';

/**
 * A save that paid nothing says why: today's XP was paid before, or there was nothing to pay yet (a
 * first save under 5 minutes without a count), never "already earned" for a lesson never practised.
 */
function unpaidMessage(reason: TLessonProgressResponse['unpaidReason'], name?: string): string {
  const saved = name ? `Progress saved for ${name}!` : 'Progress saved!';
  return reason === 'already-earned'
    ? `${saved} Today's practice XP for this lesson was already earned.`
    : `${saved} Practice XP starts after 5 minutes of training or with a counted routine.`;
}

export function LessonPage() {
  const { lessonId = '' } = useParams();
  const { athletes, athlete, isLoading, select } = useSelectedAthlete();
  const lesson = useLesson(lessonId, athlete?.id);

  if (isLoading || (athlete && lesson.isPending)) return <PageSpinner label="Loading the lesson" />;
  if (!athlete) {
    return (
      <div className="flex flex-col gap-4">
        <PageMeta title="Lesson" />
        <Alert tone="warning" title="Select an Athlete">
          {SELECT_ATHLETE_MESSAGE}.
        </Alert>
        <NoAthleteCard />
      </div>
    );
  }
  if (lesson.isError) {
    if (lesson.error instanceof AppError && lesson.error.code === 'NOT_FOUND') {
      return (
        <NotFoundState title="Lesson Not Found">
          This lesson doesn&rsquo;t exist or has moved.
        </NotFoundState>
      );
    }
    return (
      <Alert tone="error" title="We couldn't load this lesson.">
        <p>{lesson.error.message}</p>
        <Button
          variant="outline"
          className="mt-3"
          onClick={() => void lesson.refetch()}
          disabled={lesson.isFetching}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (!lesson.data) return null;
  return (
    <LessonWorkspace
      key={lessonId}
      data={lesson.data}
      athlete={athlete}
      athletes={athletes}
      onSelectAthlete={select}
      isSwitchingAthlete={lesson.isPlaceholderData}
    />
  );
}

type Action = 'tracker' | 'practice' | 'complete';

function LessonWorkspace({
  data,
  athlete,
  athletes,
  onSelectAthlete,
  isSwitchingAthlete,
}: {
  data: LessonResponse;
  athlete: TAthlete | undefined;
  athletes: TAthlete[];
  onSelectAthlete: (id: string) => void;
  isSwitchingAthlete: boolean;
}) {
  const { lesson, progress, athleteLevel } = data;
  const measurement = lesson.measurement;
  const isTimed = measurement ? isTimedMetric(measurement.metric) : false;
  const timer = useStopwatch();
  const trackerWatch = useStopwatch();
  const [count, setCount] = useState(0);
  // The tracker's Save locks it for the athlete it was saved for; another athlete starts unlocked.
  const [trackerSaved, setTrackerSaved] = useState<
    (TrackerSaved & { athleteId: string; timerSeconds: number | null }) | null
  >(null);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState<Action | null>(null);
  const save = useSaveLessonProgress();
  const queryClient = useQueryClient();
  const { mutate: start } = useStartLesson();
  const athleteId = athlete?.id;

  useEffect(() => {
    if (!athleteId) return;
    start(
      { lessonId: lesson.id, athleteId },
      {
        onError: (error) =>
          toast.error('Could not start the lesson', { description: error.message }),
      },
    );
  }, [lesson.id, athleteId, start]);

  const saved = trackerSaved && trackerSaved.athleteId === athlete?.id ? trackerSaved : null;
  const currentCount = measurement
    ? saved
      ? saved.count
      : isTimed
        ? timedCount(measurement.metric, trackerWatch.seconds, measurement.target)
        : count
    : null;
  const canSave = Boolean(athlete) && !isSwitchingAthlete && busy === null;

  /** Seconds on the timer when the count was made: the tracker's stopwatch, or the lesson timer. */
  function countTimerSeconds(): number | null {
    if (!measurement) return null;
    if (isTimed) return trackerWatch.seconds;
    if (saved) return saved.timerSeconds;
    return timer.seconds > 0 ? timer.seconds : null;
  }

  function submit(
    action: Action,
    /** Updates the page and returns its word on the save, which leads the one celebration. */
    onSaved: (result: TLessonProgressResponse, athlete: TAthlete) => CelebrationLine,
  ) {
    if (!athlete) {
      toast.error('Select an Athlete', { description: SELECT_ATHLETE_MESSAGE });
      return;
    }
    const mode = action === 'complete' ? 'complete' : 'practice';
    const body: TLessonProgressInput = {
      athleteId: athlete.id,
      mode,
      timeSpentMinutes: Math.floor(timer.seconds / 60),
      count: currentCount,
      timerSeconds: countTimerSeconds(),
      notes,
      ...(mode === 'complete' ? { score: 100 } : {}),
    };
    setBusy(action);
    // Settles even if the page is left mid-save, so what the save changed is still refreshed.
    save
      .mutateAsync(lessonProgressWrite({ lessonId: lesson.id, body }, lesson.title))
      .then(
        (result) => {
          const lead = onSaved(result, athlete);
          applyProgressOutcome(queryClient, {
            athleteId: athlete.id,
            athleteName: athlete.name,
            outcome: result,
            lead,
          });
        },
        (error: Error) => toast.error('Failed to award XP', { description: error.message }),
      )
      .finally(() => setBusy(null));
  }

  function saveTracker() {
    if (!measurement || currentCount === null) return;
    const savedCount = currentCount;
    const timerSeconds = countTimerSeconds();
    submit('tracker', (result, who) => {
      setTrackerSaved({
        athleteId: who.id,
        count: savedCount,
        timerSeconds,
        xpAwarded: result.xpAwarded,
        isNewAward: result.isNewAward,
      });
      trackerWatch.pause();
      const isRoutineDone = savedCount >= measurement.target;
      const description = !result.isNewAward
        ? unpaidMessage(result.unpaidReason)
        : isRoutineDone
          ? `You earned ${result.xpAwarded} XP for completing this routine!`
          : `Progress saved! You earned ${result.xpAwarded} XP.`;
      return { title: isRoutineDone ? 'Routine Completed!' : 'Practice Session Saved', description };
    });
  }

  function saveProgress() {
    submit('practice', (result, who) => {
      const name = firstName(who.name);
      return {
        title: 'Progress Saved',
        description: result.isNewAward ? `Progress saved for ${name}! XP earned: ${result.xpAwarded}` : unpaidMessage(result.unpaidReason, name),
      };
    });
  }

  function completeLesson() {
    submit('complete', (result, who) => {
      const name = firstName(who.name);
      timer.pause();
      return {
        title: 'Lesson Completed!',
        description: result.isNewAward
          ? `${name} earned ${result.xpAwarded} XP!`
          : `${name} already earned the XP for this lesson. Great work practicing it again!`,
      };
    });
  }

  return (
    <div className="flex flex-col gap-5">
      <PageMeta title={lesson.title} description={lesson.description} />
      <Link
        to={paths.category(lesson.categoryId)}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 self-start rounded-md px-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> {lesson.categoryTitle}
      </Link>

      <header className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <h1 className="text-2xl font-bold sm:text-3xl">{lesson.title}</h1>
        <div className="flex flex-wrap items-center gap-2">
          <LessonTypeBadge type={lesson.type} />
          <DifficultyBadge difficulty={lesson.difficulty} athleteLevel={athleteLevel} />
          <DurationLabel minutes={lesson.durationMinutes} />
          {progress.isCompleted ? <CompletedBadge /> : null}
        </div>
        <p className="text-muted-foreground">{lesson.description}</p>
        <LessonNeeds lesson={lesson} />
        <AthletePicker athletes={athletes} athlete={athlete} onSelect={onSelectAthlete} />
      </header>

      {/*
        Phones: steps, timer, tracker, notes, then the coaching points (no controls in them, so the
        focus order still follows what is seen). Wide screens: steps and coaching points on the
        left, the tools on the right.
      */}
      <div className="flex flex-col gap-5 lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <div className="order-1 lg:order-none">
            <LessonSteps lesson={lesson} />
          </div>
          <div className="order-5 flex flex-col gap-5 lg:order-none">
            <LessonDetails lesson={lesson} />
          </div>
        </div>
        <div className="contents lg:flex lg:flex-col lg:gap-5">
          <div className="order-2 lg:order-none">
            <LessonTimer stopwatch={timer} />
          </div>
          {measurement ? (
            <div className="order-3 lg:order-none">
              <MeasurementTracker
                measurement={measurement}
                count={count}
                onCountChange={setCount}
                stopwatch={trackerWatch}
                saved={saved}
                isSaving={busy === 'tracker'}
                canSave={canSave}
                onSave={saveTracker}
              />
            </div>
          ) : null}
          <div className="order-4 lg:order-none">
            <Panel title="Notes" icon={NotebookPen}>
              {athlete ? <LessonRecord progress={progress} metric={measurement?.metric ?? null} athleteName={firstName(athlete.name)} /> : null}
              <Field label="How did it go?" limit={{ length: notes.length, max: LESSON_NOTES_MAX_LENGTH, message: LESSON_NOTES_TOO_LONG }}>
                <Textarea
                  value={notes}
                  onChange={(event) => setNotes(event.target.value)}
                  placeholder="What went well, and what to work on next time"
                />
              </Field>
              {progress.isCompleted ? (
                <p
                  className="mt-4 flex items-center gap-2 font-semibold text-primary"
                  role="status"
                >
                  <CheckCircle2 className="size-5" aria-hidden="true" /> Completed
                </p>
              ) : null}
              <div className="mt-4 flex flex-col gap-3 sm:flex-row lg:flex-col">
                <Button
                  variant="outline"
                  className="flex-1"
                  onClick={saveProgress}
                  disabled={!canSave}
                >
                  {busy === 'practice' ? 'Saving...' : 'Save Progress'}
                </Button>
                <Button className="flex-1" onClick={completeLesson} disabled={!canSave}>
                  {busy === 'complete' ? (save.isPaused ? 'Waiting to send' : 'Completing...') : 'Complete Lesson'}
                </Button>
              </div>
              {save.isPaused ? (
                <p className="mt-3 text-sm text-muted-foreground" role="status">
                  Waiting to send: you are offline. It is kept on this phone and sent, once, when the connection returns.
                </p>
              ) : null}
            </Panel>
          </div>
          {athlete ? (
            <div className="order-6 lg:order-none">
              <LessonHistory lessonId={lesson.id} athleteId={athlete.id} athleteName={firstName(athlete.name)} metric={measurement?.metric ?? null} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** Whose progress this session counts for: a select for two or more athletes (docs/product.md, Training). */
function AthletePicker({
  athletes,
  athlete,
  onSelect,
}: {
  athletes: TAthlete[];
  athlete: TAthlete | undefined;
  onSelect: (id: string) => void;
}) {
  const id = useId();
  if (!athlete) return <EmptyState title="Select an Athlete">{SELECT_ATHLETE_MESSAGE}</EmptyState>;
  if (athletes.length < 2) {
    return (
      <p className="text-sm">
        Tracking progress for <strong>{athlete.name}</strong>
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1.5 sm:max-w-xs">
      <Label htmlFor={id}>Track progress for</Label>
      <Select id={id} value={athlete.id} onChange={(event) => onSelect(event.target.value)}>
        {athletes.map((a) => (
          <option key={a.id} value={a.id}>
            {a.name}
          </option>
        ))}
      </Select>
    </div>
  );
}
