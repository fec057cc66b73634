/**
 * The coach's home (issue 42, point 5; decision 096): what waits beside today's sessions. The
 * families' Coach threads with no staff answer yet, longest waiting first (Needs attention's index,
 * through the admin feature's door); the lessons this coach wrote, or every coach's for an admin;
 * and how many evaluations are due and plans run today.
 */
import { COACH_HOME_LIMIT, type TCoachHome } from '#shared/validation/coach-home';
import type { SessionUser } from '#server/auth/session';
import type { AppContext } from '#server/context';
import { readWaitingCoachThreads } from '../admin/service';
import { countEvaluationsDue } from '../evaluations/service';
import { readWrittenLessons } from '../training/service';
import { countPlansRunning } from './plans';

export async function readCoachHome(ctx: Pick<AppContext, 'db'>, staff: Pick<SessionUser, 'id' | 'role'>, now = new Date()): Promise<TCoachHome> {
  const isEveryCoach = staff.role === 'admin';
  const [threads, lessons, evaluations, plansRunning] = await Promise.all([
    readWaitingCoachThreads(ctx.db, COACH_HOME_LIMIT),
    readWrittenLessons(ctx.db, isEveryCoach ? null : staff.id, COACH_HOME_LIMIT),
    countEvaluationsDue(ctx, now),
    countPlansRunning(ctx, now),
  ]);
  return { threads, lessons: { isEveryCoach, ...lessons }, counts: { evaluationsDue: evaluations.due, athletes: evaluations.total, plansRunning } };
}
