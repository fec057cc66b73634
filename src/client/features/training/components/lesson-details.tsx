import { ClipboardList, Lightbulb, MapPin, Package } from 'lucide-react';
import type { TLesson } from '#shared/validation/training';
import { Panel } from '#client/components/ui/panel';
import { LessonDiagram } from './lesson-diagram';

/** Set-up and coaching points: the instructions and tips. */
export function LessonDetails({ lesson }: { lesson: TLesson }) {
  return (
    <>
      <Panel title="Instructions" icon={ClipboardList}>
        {/* The set-up at a glance, still: the steps' diagram moves, this one only shows the layout. */}
        {lesson.diagram ? (
          <div className="mb-4">
            <LessonDiagram diagram={lesson.diagram} isStatic />
          </div>
        ) : null}
        <ol className="flex list-decimal flex-col gap-2 pl-5 marker:font-semibold marker:text-primary">
          {lesson.instructions.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </Panel>
      {lesson.tips.length ? (
        <Panel title="Tips" icon={Lightbulb}>
          <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-accent">
            {lesson.tips.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </>
  );
}

/** What the session needs, shown before anything else: the equipment and the space. */
export function LessonNeeds({ lesson }: { lesson: TLesson }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-md bg-muted p-3">
        <dt className="flex items-center gap-2 text-sm font-semibold">
          <Package className="size-4 text-primary" aria-hidden="true" /> Equipment
        </dt>
        <dd className="mt-1 text-sm text-muted-foreground">
          {lesson.equipment.length ? lesson.equipment.join(', ') : 'No equipment needed'}
        </dd>
      </div>
      <div className="rounded-md bg-muted p-3">
        <dt className="flex items-center gap-2 text-sm font-semibold">
          <MapPin className="size-4 text-primary" aria-hidden="true" /> Space
        </dt>
        <dd className="mt-1 text-sm text-muted-foreground">{lesson.space}</dd>
      </div>
    </dl>
  );
}
