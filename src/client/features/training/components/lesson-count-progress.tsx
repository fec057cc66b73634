import { Progress } from '#client/components/ui/progress';

/** "N of M lessons completed" with its bar, for a category. */
export function LessonCountProgress({
  completed,
  total,
  title,
}: {
  completed: number;
  total: number;
  title: string;
}) {
  const percent = total > 0 ? (completed / total) * 100 : 0;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-sm font-medium">
        {completed} of {total} lessons completed
      </p>
      <Progress value={percent} label={`${title}: ${completed} of ${total} lessons completed`} />
    </div>
  );
}
