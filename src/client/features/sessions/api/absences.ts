/** "Can't make it" for one session or every session of a weekday until a date, and taking one back. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAbsence, TAbsenceInput, TWeeklyAbsenceInput, TWeeklyAbsenceResult } from '#shared/validation/sessions';
import { api } from '#client/lib/api';
import { queuedWrite, queuedWriteOptions, sendQueuedWrite, type QueuedWrite } from '#client/lib/offline-queue';
import { dashboardQueryKeys } from '#client/lib/query-keys';
import { sessionsQueryKeys } from './query-keys';

type Target = { sessionId: string; athleteId: string };

const absencePath = ({ sessionId, athleteId }: Target) => `/api/v1/sessions/${encodeURIComponent(sessionId)}/absences/${encodeURIComponent(athleteId)}`;
const WEEKLY_PATH = '/api/v1/sessions/weekly-absences';

function useRefreshSchedule() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: sessionsQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: dashboardQueryKeys.all });
  };
}

/** “Can’t make it” as the offline queue keeps it: sent when the network allows, applied once. */
export function absenceWrite(target: Target, input: TAbsenceInput, label: string): QueuedWrite {
  return queuedWrite({ method: 'PUT', path: absencePath(target), body: input, label });
}

export function useReportAbsence() {
  const onSettled = useRefreshSchedule();
  return useMutation({ ...queuedWriteOptions, mutationFn: (write: QueuedWrite) => sendQueuedWrite<{ absence: TAbsence }>(write), onSettled });
}

export function useReportWeeklyAbsence() {
  const onSettled = useRefreshSchedule();
  return useMutation({ mutationFn: (input: TWeeklyAbsenceInput) => api.put<TWeeklyAbsenceResult>(WEEKLY_PATH, input), onSettled });
}

export function useWithdrawAbsence() {
  const onSettled = useRefreshSchedule();
  return useMutation({ mutationFn: (target: Target) => api.delete<{ removed: true }>(absencePath(target)), onSettled });
}
