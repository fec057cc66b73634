import { ChevronLeft, ChevronRight, ListOrdered } from 'lucide-react';
import { useState } from 'react';
import type { TLesson } from '#shared/validation/training';
import { LESSON_VIDEO_STEP_INDEX } from '#shared/validation/lesson-videos';
import { Button } from '#client/components/ui/button';
import { Progress } from '#client/components/ui/progress';
import { Panel } from '#client/components/ui/panel';
import { LessonDiagram } from './lesson-diagram';
import { LessonVideo } from './lesson-video';

/** Video lessons show their video on this step (docs/product.md, Training); until then, the drill diagram. */
const VIDEO_STEP_INDEX = LESSON_VIDEO_STEP_INDEX;

/** The step-by-step panel: one step at a time, Previous and Next, and "Step n of 3". */
export function LessonSteps({ lesson }: { lesson: TLesson }) {
  const [index, setIndex] = useState(0);
  const total = lesson.steps.length;
  const step = lesson.steps[index];
  const label = `Step ${index + 1} of ${total}`;
  return (
    <Panel title="Step by step" icon={ListOrdered}>
      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-muted-foreground" aria-live="polite">
          {label}
        </p>
        <Progress value={((index + 1) / total) * 100} label={label} />
      </div>
      {step ? (
        <div className="mt-4 flex flex-col gap-3">
          <h3 className="text-lg font-semibold">{step.title}</h3>
          <LessonVideo
            lessonId={lesson.id}
            stepIndex={index}
            title={step.title}
            fallback={index === VIDEO_STEP_INDEX ? <StepMedia lesson={lesson} /> : null}
          />
          <p className="leading-relaxed">{step.body}</p>
        </div>
      ) : null}
      <div className="mt-5 flex gap-3">
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => setIndex((i) => i - 1)}
          disabled={index === 0}
        >
          <ChevronLeft aria-hidden="true" /> Previous
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => setIndex((i) => i + 1)}
          disabled={index >= total - 1}
        >
          Next <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </Panel>
  );
}

/** Step 2 without an uploaded video: a video the lesson's file names, else its drill diagram. */
function StepMedia({ lesson }: { lesson: TLesson }) {
  if (lesson.contentUrl) {
    return (
      <video controls playsInline preload="metadata" className="aspect-video w-full rounded-md bg-black" src={lesson.contentUrl}>
        Your browser cannot play this video.
      </video>
    );
  }
  return lesson.diagram ? <LessonDiagram diagram={lesson.diagram} /> : null;
}
