import type { TEvaluationRoster } from '#shared/validation/evaluations';
import { Badge } from '#client/components/ui/badge';
import { formatDate } from '#client/lib/format';

type Due = TEvaluationRoster['athletes'][number]['due'];

/** What an athlete needs next, in words. */
export function DueBadge({ due }: { due: Due }) {
  if (due.state === 'full-due') return <Badge variant="accent">Full evaluation due</Badge>;
  if (due.state === 'overdue') return <Badge variant="destructive">Skill check overdue</Badge>;
  if (due.state === 'due') return <Badge variant="secondary">Skill check due</Badge>;
  return <Badge variant="outline">Next check {formatDate(due.dueOn)}</Badge>;
}
