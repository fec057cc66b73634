/**
 * /coach/lessons/new and /coach/lessons/:lessonId (issue 18, point 4): a coach or admin writes or
 * edits a lesson (category, type, difficulty, duration, the three steps, set-up points, tips,
 * equipment, space, an optional measurement and its drill diagram, from a layout), previews it with the very components the lesson
 * page shows families, and publishes it. The same shared schema as the server's checks the form,
 * so a coach reads the server's messages before sending. Panels that need a saved lesson (its
 * videos) sit under the form (components/lesson-editor-panels.tsx).
 */
import { ArrowLeft, Eye, EyeOff, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AppError } from '#shared/errors';
import { LESSON_AUTHORING_MESSAGES as LM, LESSON_LIMITS } from '#shared/lesson-authoring';
import { paths } from '#shared/page-paths';
import { BASE_LESSON_XP, JUGGLING_MILESTONE_BONUS_XP, MEASUREMENT_TIME_BONUS_XP } from '#shared/progress/lesson-xp';
import { DIFFICULTIES, type Difficulty, LESSON_TYPES, type LessonType, METRICS, type Metric, STEPS_PER_LESSON } from '#shared/training';
import { fieldErrorsFromZod } from '#shared/validation/fields';
import { type TLessonInput, type TStaffLesson, ZLessonInput } from '#shared/validation/lesson-authoring';
import type { TLesson } from '#shared/validation/training';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Field } from '#client/components/ui/field';
import { Input, Label, Select, Textarea } from '#client/components/ui/input';
import { PageSpinner } from '#client/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { PageMeta } from '#client/lib/page-meta';
import { toast } from '#client/lib/toast';
import { useStaffLesson } from '../api/get-staff-lesson';
import { useStaffLessons } from '../api/get-staff-lessons';
import { usePublishStaffLesson } from '../api/publish-staff-lesson';
import { useSaveStaffLesson } from '../api/save-staff-lesson';
import { DifficultyBadge, DurationLabel, LessonTypeBadge } from '../components/lesson-badges';
import { LessonDetails, LessonNeeds } from '../components/lesson-details';
import { type DiagramDraft, LessonDiagramFields, diagramDraftOf, diagramOfDraft } from '../components/lesson-diagram-fields';
import { SavedLessonPanels } from '../components/lesson-editor-panels';
import { LessonSteps } from '../components/lesson-steps';
import { StaffOnly, useIsStaff } from '#client/components/staff-only';
import { UnpublishLessonDialog } from '../components/unpublish-lesson-dialog';

/** What each of the three steps is for (docs/product.md, Training). */
const STEP_ROLES = ['Warm-up or set-up', 'The main drill', 'Progression or cool-down'] as const;

type Draft = {
  categoryId: string;
  title: string;
  description: string;
  type: LessonType;
  difficulty: Difficulty;
  durationMinutes: string;
  steps: { title: string; body: string }[];
  instructions: string[];
  tips: string[];
  equipment: string[];
  space: string;
  hasMeasurement: boolean;
  metric: Metric;
  target: string;
  xpPerUnit: string;
  bonusXp: string;
  diagram: DiagramDraft;
};

function emptyDraft(categoryId: string): Draft {
  return {
    categoryId,
    title: '',
    description: '',
    type: 'Drill Guide',
    difficulty: 'Beginner',
    durationMinutes: '15',
    steps: Array.from({ length: STEPS_PER_LESSON }, () => ({ title: '', body: '' })),
    instructions: [''],
    tips: [''],
    equipment: ['Ball'],
    space: '',
    hasMeasurement: false,
    metric: 'touches',
    target: '50',
    xpPerUnit: '1',
    bonusXp: '10',
    diagram: diagramDraftOf(null),
  };
}

function draftOf(lesson: TStaffLesson): Draft {
  return {
    categoryId: lesson.categoryId,
    title: lesson.title,
    description: lesson.description,
    type: lesson.type,
    difficulty: lesson.difficulty,
    durationMinutes: String(lesson.durationMinutes),
    steps: lesson.steps.map((s) => ({ ...s })),
    instructions: [...lesson.instructions],
    tips: [...lesson.tips],
    equipment: [...lesson.equipment],
    space: lesson.space,
    hasMeasurement: lesson.measurement !== null,
    metric: lesson.measurement?.metric ?? 'touches',
    target: String(lesson.measurement?.target ?? 50),
    xpPerUnit: String(lesson.measurement?.xpPerUnit ?? 1),
    bonusXp: String(lesson.measurement?.bonusXp ?? 10),
    diagram: diagramDraftOf(lesson.diagram),
  };
}

const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));
const filled = (items: string[]) => items.map((item) => item.trim()).filter(Boolean);

function inputOf(draft: Draft): TLessonInput {
  return {
    categoryId: draft.categoryId,
    title: draft.title,
    description: draft.description,
    type: draft.type,
    difficulty: draft.difficulty,
    durationMinutes: numberOf(draft.durationMinutes),
    steps: draft.steps,
    instructions: filled(draft.instructions),
    tips: filled(draft.tips),
    equipment: filled(draft.equipment),
    space: draft.space,
    measurement: draft.hasMeasurement
      ? { metric: draft.metric, target: numberOf(draft.target), xpPerUnit: numberOf(draft.xpPerUnit), bonusXp: numberOf(draft.bonusXp) }
      : null,
    diagram: diagramOfDraft(draft.diagram),
  };
}

/** The draft as the lesson page receives a lesson, so the preview is the families' own view. */
function previewLesson(draft: Draft, id: string, categoryTitle: string): TLesson {
  const measurement = draft.hasMeasurement
    ? {
        metric: draft.metric,
        target: numberOf(draft.target) || 0,
        xpPerUnit: numberOf(draft.xpPerUnit) || 0,
        bonusXp: numberOf(draft.bonusXp) || 0,
        timeBonus: MEASUREMENT_TIME_BONUS_XP,
        milestoneBonus: JUGGLING_MILESTONE_BONUS_XP,
      }
    : null;
  return {
    id,
    categoryId: draft.categoryId,
    categoryTitle,
    title: draft.title.trim() || 'Untitled lesson',
    description: draft.description,
    type: draft.type,
    difficulty: draft.difficulty,
    durationMinutes: numberOf(draft.durationMinutes) || 0,
    isCompleted: false,
    contentUrl: null,
    diagram: diagramOfDraft(draft.diagram),
    steps: draft.steps.map((s, i) => ({ title: s.title.trim() || `Step ${i + 1}`, body: s.body })),
    instructions: filled(draft.instructions),
    tips: filled(draft.tips),
    equipment: filled(draft.equipment),
    space: draft.space,
    measurement,
  };
}

export function LessonEditorPage() {
  const { lessonId = null } = useParams();
  if (!useIsStaff()) return <StaffOnly title="Lesson editor" description={LM.forbidden} />;
  return <LessonEditor key={lessonId ?? 'new'} lessonId={lessonId} />;
}

function LessonEditor({ lessonId }: { lessonId: string | null }) {
  const list = useStaffLessons();
  const existing = useStaffLesson(lessonId);
  if (list.isPending || (lessonId && existing.isPending)) return <PageSpinner label="Loading the lesson" />;
  const error = list.error ?? existing.error;
  if (error) {
    return (
      <Alert tone="error" title={error instanceof AppError && error.code === 'NOT_FOUND' ? 'Lesson Not Found' : "We couldn't load this lesson."}>
        <p>{error.message}</p>
        <Link to={paths.coachLessons()} className="mt-3 inline-block font-semibold text-primary hover:underline">
          Back to the lessons
        </Link>
      </Alert>
    );
  }
  const categories = list.data?.categories ?? [];
  const initial = existing.data ? draftOf(existing.data) : emptyDraft(categories[0]?.id ?? '');
  return <EditorForm lesson={existing.data ?? null} initial={initial} categories={categories} />;
}

function EditorForm({ lesson, initial, categories }: { lesson: TStaffLesson | null; initial: Draft; categories: { id: string; title: string }[] }) {
  const [draft, setDraft] = useState<Draft>(initial);
  // What the server holds: publishing waits until the draft on screen is saved.
  const [baseline, setBaseline] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('write');
  const save = useSaveStaffLesson();
  const publish = usePublishStaffLesson();
  const [isAskingUnpublish, setIsAskingUnpublish] = useState(false);
  const navigate = useNavigate();
  const formId = useId();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const categoryTitle = categories.find((c) => c.id === draft.categoryId)?.title ?? '';
  const isDirty = JSON.stringify(draft) !== JSON.stringify(baseline);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = inputOf(draft);
    const parsed = ZLessonInput.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrorsFromZod(parsed.error));
      toast.error('Please check the lesson', { description: parsed.error.issues[0]?.message });
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync({ lessonId: lesson?.id ?? null, input });
      setBaseline(draft);
      if (lesson) {
        toast.success('Lesson saved', { description: saved.isPublished ? 'Families see the new version now.' : 'It is still a draft.' });
      } else {
        toast.success('Lesson created', { description: 'It stays a draft until you publish it.' });
        void navigate(paths.coachLesson(saved.id), { replace: true });
      }
    } catch (error) {
      if (error instanceof AppError && error.fields) setErrors(error.fields);
      toast.error('Could not save the lesson', { description: error instanceof Error ? error.message : undefined });
    }
  }

  async function togglePublished() {
    if (!lesson) return;
    setIsAskingUnpublish(false);
    try {
      const changed = await publish.mutateAsync({ lessonId: lesson.id, isPublished: !lesson.isPublished });
      toast.success(changed.isPublished ? 'Lesson published' : 'Lesson unpublished', {
        description: changed.isPublished ? `Every family finds it in ${changed.categoryTitle} now.` : 'Families no longer see it.',
      });
    } catch (error) {
      toast.error('Could not change the lesson', { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <PageMeta title={lesson ? `Edit ${lesson.title}` : 'New lesson'} />
      <Link
        to={paths.coachLessons()}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 self-start rounded-md px-2 text-sm font-semibold text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Lessons
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold">{lesson ? 'Edit lesson' : 'New lesson'}</h1>
          {lesson ? <Badge variant={lesson.isPublished ? 'default' : 'outline'}>{lesson.isPublished ? 'Published' : 'Draft'}</Badge> : null}
        </div>
        {lesson ? (
          <Button
            variant={lesson.isPublished ? 'outline' : 'default'}
            onClick={() => (lesson.isPublished ? setIsAskingUnpublish(true) : void togglePublished())}
            disabled={publish.isPending || isDirty}
          >
            {lesson.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {lesson.isPublished ? 'Unpublish' : 'Publish'}
          </Button>
        ) : null}
      </div>
      {lesson && isDirty ? <p className="text-sm text-muted-foreground">Save your changes before you publish or unpublish.</p> : null}
      <UnpublishLessonDialog
        lesson={lesson && isAskingUnpublish ? lesson : null}
        isBusy={publish.isPending}
        onConfirm={() => void togglePublished()}
        onClose={() => setIsAskingUnpublish(false)}
      />
      {lesson?.source === 'file' ? (
        <Alert title="A built-in lesson">
          Once you save it here, its file in the curriculum no longer updates it: your version stays, restarts included.
        </Alert>
      ) : null}

      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="write">Write</TabsTrigger>
          <TabsTrigger value="preview">Preview</TabsTrigger>
        </TabsList>
        <TabsContent value="write">
          <form aria-label="Lesson" onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" noValidate>
            <Field label="Title" error={errors.title} limit={{ length: draft.title.length, max: LESSON_LIMITS.title, message: LM.title }}>
              <Input value={draft.title} onChange={(e) => set('title', e.target.value)} />
            </Field>
            <Field label="Description" hint="One or two sentences families read on the category page." error={errors.description} limit={{ length: draft.description.length, max: LESSON_LIMITS.description, message: LM.description }}>
              <Textarea value={draft.description} onChange={(e) => set('description', e.target.value)} className="min-h-16" />
            </Field>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Category" error={errors.categoryId}>
                <Select value={draft.categoryId} onChange={(e) => set('categoryId', e.target.value)}>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.title}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Type" error={errors.type}>
                <Select value={draft.type} onChange={(e) => set('type', e.target.value as LessonType)}>
                  {LESSON_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Difficulty" hint={`Completing pays ${BASE_LESSON_XP[draft.difficulty]} XP; athletes at levels 1-2 see Beginner and earn 50.`} error={errors.difficulty}>
                <Select value={draft.difficulty} onChange={(e) => set('difficulty', e.target.value as Difficulty)}>
                  {DIFFICULTIES.map((difficulty) => (
                    <option key={difficulty} value={difficulty}>
                      {difficulty}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Duration (minutes)" error={errors.durationMinutes}>
                <Input type="number" inputMode="numeric" min={1} max={LESSON_LIMITS.maxDurationMinutes} value={draft.durationMinutes} onChange={(e) => set('durationMinutes', e.target.value)} />
              </Field>
            </div>

            <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
              <legend className="px-1 font-semibold">Steps</legend>
              {errors.steps ? (
                <p className="text-sm font-medium text-destructive" role="alert">
                  {errors.steps}
                </p>
              ) : null}
              {draft.steps.map((step, index) => (
                <div key={STEP_ROLES[index]} className="flex flex-col gap-3">
                  <p className="text-sm font-semibold text-muted-foreground">
                    Step {index + 1}: {STEP_ROLES[index]}
                  </p>
                  <Field label={`Step ${index + 1} title`} error={errors[`steps.${index}.title`]} limit={{ length: step.title.length, max: LESSON_LIMITS.stepTitle, message: LM.stepTitle }}>
                    <Input
                      value={step.title}
                      onChange={(e) => set('steps', draft.steps.map((s, i) => (i === index ? { ...s, title: e.target.value } : s)))}
                    />
                  </Field>
                  <Field label={`Step ${index + 1} instructions`} error={errors[`steps.${index}.body`]} limit={{ length: step.body.length, max: LESSON_LIMITS.stepBody, message: LM.stepBody }}>
                    <Textarea
                      value={step.body}
                      onChange={(e) => set('steps', draft.steps.map((s, i) => (i === index ? { ...s, body: e.target.value } : s)))}
                    />
                  </Field>
                </div>
              ))}
            </fieldset>

            {LIST_FIELDS.map(({ key, ...list }) => (
              <ListEditor key={key} {...list} items={draft[key]} error={firstError(errors, key)} onChange={(items) => set(key, items)} />
            ))}
            <Field label="Space" hint="For example: a wall and 8 x 8 yards." error={errors.space} limit={{ length: draft.space.length, max: LESSON_LIMITS.space, message: LM.space }}>
              <Input value={draft.space} onChange={(e) => set('space', e.target.value)} />
            </Field>

            <MeasurementFields draft={draft} errors={errors} onChange={set} />
            <LessonDiagramFields value={draft.diagram} error={firstError(errors, 'diagram')} onChange={(diagram) => set('diagram', diagram)} />

            <Button type="submit" size="lg" className="self-start" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : lesson ? 'Save changes' : 'Create lesson'}
            </Button>
          </form>
        </TabsContent>
        <TabsContent value="preview">
          <LessonPreview lesson={previewLesson(draft, lesson?.id ?? `preview-${formId}`, categoryTitle)} />
        </TabsContent>
      </Tabs>

      {lesson ? <SavedLessonPanels lesson={lesson} /> : null}
    </div>
  );
}

/** A list's message: the list's own, or its first item's. */
function firstError(errors: Record<string, string>, key: string): string | undefined {
  return errors[key] ?? Object.entries(errors).find(([field]) => field.startsWith(`${key}.`))?.[1];
}

/** The lesson's lists, each edited item by item with the same control. */
const LIST_FIELDS: readonly {
  key: 'instructions' | 'tips' | 'equipment';
  legend: string;
  itemLabel: string;
  addLabel: string;
  maxItems: number;
  maxLength: number;
  message: string;
}[] = [
  { key: 'instructions', legend: 'Set-up and coaching points', itemLabel: 'Point', addLabel: 'Add a point', maxItems: LESSON_LIMITS.instructions, maxLength: LESSON_LIMITS.item, message: LM.instructions },
  { key: 'tips', legend: 'Tips', itemLabel: 'Tip', addLabel: 'Add a tip', maxItems: LESSON_LIMITS.tips, maxLength: LESSON_LIMITS.item, message: LM.tips },
  { key: 'equipment', legend: 'Equipment', itemLabel: 'Equipment', addLabel: 'Add equipment', maxItems: LESSON_LIMITS.equipment, maxLength: LESSON_LIMITS.equipmentItem, message: LM.equipment },
];

/**
 * Items added and removed one by one (tips, equipment, set-up points). An item over its limit is
 * kept whole and marked, with the list's message (docs/product.md, Long text).
 */
function ListEditor({
  legend,
  itemLabel,
  addLabel,
  items,
  maxItems,
  maxLength,
  message,
  error: listError,
  onChange,
}: {
  legend: string;
  itemLabel: string;
  addLabel: string;
  items: string[];
  maxItems: number;
  maxLength: number;
  message: string;
  error: string | undefined;
  onChange: (items: string[]) => void;
}) {
  const id = useId();
  const error = listError ?? (items.some((item) => item.length > maxLength) ? message : undefined);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border p-4" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="px-1 font-semibold">{legend}</legend>
      {items.map((item, index) => (
        // Items have no identity but their place; the inputs keep focus as they are typed in.
        <div key={index} className="flex items-center gap-2">
          <Input
            aria-label={`${itemLabel} ${index + 1}`}
            value={item}
            aria-invalid={item.length > maxLength ? true : undefined}
            onChange={(e) => onChange(items.map((v, i) => (i === index ? e.target.value : v)))}
          />
          <Button type="button" variant="outline" size="icon" aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`} onClick={() => onChange(items.filter((_, i) => i !== index))}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="button" variant="outline" size="sm" className="self-start" disabled={items.length >= maxItems} onClick={() => onChange([...items, ''])}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </fieldset>
  );
}

function MeasurementFields({
  draft,
  errors,
  onChange,
}: {
  draft: Draft;
  errors: Record<string, string>;
  onChange: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
}) {
  const id = useId();
  const target = numberOf(draft.target);
  const perUnit = numberOf(draft.xpPerUnit);
  const countXp = Number.isFinite(target * perUnit) ? Math.floor(target * perUnit) : 0;
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border p-4">
      <legend className="px-1 font-semibold">Measurement</legend>
      <div className="flex items-center gap-2">
        <input id={`${id}-on`} type="checkbox" className="size-5" checked={draft.hasMeasurement} onChange={(e) => onChange('hasMeasurement', e.target.checked)} />
        <Label htmlFor={`${id}-on`}>Athletes count or time a routine</Label>
      </div>
      {draft.hasMeasurement ? (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="What it counts" error={errors['measurement.metric']}>
              <Select value={draft.metric} onChange={(e) => onChange('metric', e.target.value as Metric)}>
                {METRICS.map((metric) => (
                  <option key={metric} value={metric}>
                    {metric}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label="Target" error={errors['measurement.target']}>
              <Input type="number" inputMode="numeric" min={1} value={draft.target} onChange={(e) => onChange('target', e.target.value)} />
            </Field>
            <Field label="XP per unit" error={errors['measurement.xpPerUnit']}>
              <Input type="number" inputMode="decimal" min={0} step="0.1" value={draft.xpPerUnit} onChange={(e) => onChange('xpPerUnit', e.target.value)} />
            </Field>
            <Field label="Bonus XP at the target" error={errors['measurement.bonusXp']}>
              <Input type="number" inputMode="numeric" min={0} max={LESSON_LIMITS.maxBonusXp} value={draft.bonusXp} onChange={(e) => onChange('bonusXp', e.target.value)} />
            </Field>
          </div>
          <p className="text-sm text-muted-foreground">
            A full count pays {countXp} XP plus the {numberOf(draft.bonusXp) || 0} XP bonus, +{MEASUREMENT_TIME_BONUS_XP} XP when the target is reached within 30 seconds
            {draft.metric === 'juggles' ? `, +${JUGGLING_MILESTONE_BONUS_XP} XP from 5 juggles` : ''}.
          </p>
        </>
      ) : null}
      {errors.measurement ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {errors.measurement}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The lesson as a family will see it, drawn by the lesson page's own components. */
function LessonPreview({ lesson }: { lesson: TLesson }) {
  return (
    <article aria-label="Preview" className="flex flex-col gap-5">
      <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
        This is the lesson page as families see it (at levels 1-2 every lesson shows as Beginner). The timer, tracker and notes appear below it.
      </p>
      <header className="flex flex-col gap-3 rounded-xl border bg-card p-5 shadow-sm">
        <p className="text-sm font-semibold text-primary">{lesson.categoryTitle}</p>
        <h2 className="text-2xl font-bold sm:text-3xl">{lesson.title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          <LessonTypeBadge type={lesson.type} />
          <DifficultyBadge difficulty={lesson.difficulty} athleteLevel={3} />
          <DurationLabel minutes={lesson.durationMinutes} />
        </div>
        <p className="text-muted-foreground">{lesson.description}</p>
        <LessonNeeds lesson={lesson} />
      </header>
      <LessonSteps lesson={lesson} />
      <LessonDetails lesson={lesson} />
    </article>
  );
}
