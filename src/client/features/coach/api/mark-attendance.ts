import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceStatus, TAttendanceMarkResponse, TAttendanceSheet, TTrialGuest, TTrialMarkResponse } from '#shared/validation/attendance';
import { api } from '#client/lib/api';
import { queuedWrite, queuedWriteOptions, sendQueuedWrite, type QueuedWrite } from '#client/lib/offline-queue';
import { sheetPath } from './get-attendance-sheet';
import { coachQueryKeys } from './query-keys';

type Vars = { athleteId: string; status: AttendanceStatus; name?: string };

/** A mark as the offline queue keeps it: sent when the network allows, applied once. */
export function markWrite(sessionId: string, { athleteId, status, name }: Vars): QueuedWrite & Vars {
  return {
    ...queuedWrite({ method: 'PUT', path: `${sheetPath(sessionId)}/${encodeURIComponent(athleteId)}`, body: { status }, label: `Attendance: ${name ?? 'an athlete'} ${status}` }),
    athleteId,
    status,
  };
}

function withEntry(sheet: TAttendanceSheet | undefined, athleteId: string, change: Partial<TAttendanceSheet['roster'][number]>) {
  return sheet && { ...sheet, roster: sheet.roster.map((e) => (e.athleteId === athleteId ? { ...e, ...change } : e)) };
}

/**
 * One tap, saved at once: the sheet shows the mark before the server answers, and goes back to what
 * it showed (the page tells why) if the server refuses.
 */
export function useMarkAttendance(sessionId: string) {
  const queryClient = useQueryClient();
  const key = coachQueryKeys.sheet(sessionId);
  return useMutation({
    ...queuedWriteOptions,
    mutationFn: async (write: QueuedWrite & Vars) => (await sendQueuedWrite<TAttendanceMarkResponse>(write)).athlete,
    onMutate: async ({ athleteId, status }: QueuedWrite & Vars) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TAttendanceSheet>(key)?.roster.find((e) => e.athleteId === athleteId);
      queryClient.setQueryData<TAttendanceSheet>(key, (sheet) => withEntry(sheet, athleteId, { status, isMarked: true }));
      return { before };
    },
    onError: (_error, { athleteId }, context) => {
      if (context?.before) queryClient.setQueryData<TAttendanceSheet>(key, (sheet) => withEntry(sheet, athleteId, context.before!));
    },
    onSuccess: (entry) => {
      queryClient.setQueryData<TAttendanceSheet>(key, (sheet) => withEntry(sheet, entry.athleteId, entry));
    },
  });
}

/** "Mark all present": the server marks the athletes not yet marked and without a reply, and sends the sheet back. */
export function useMarkAllPresent(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TAttendanceSheet>(`${sheetPath(sessionId)}/all-present`),
    onSuccess: (sheet) => queryClient.setQueryData(coachQueryKeys.sheet(sessionId), sheet),
  });
}

function withGuest(sheet: TAttendanceSheet | undefined, trialId: string, change: Partial<TTrialGuest>) {
  return sheet && { ...sheet, guests: sheet.guests.map((g) => (g.trialId === trialId ? { ...g, ...change } : g)) };
}

/** A trial guest's mark, saved at once like an athlete's; kept on the trial, never counted as attendance. */
export function useMarkTrialGuest(sessionId: string) {
  const queryClient = useQueryClient();
  const key = coachQueryKeys.sheet(sessionId);
  return useMutation({
    mutationFn: async ({ trialId, status }: { trialId: string; status: AttendanceStatus }) =>
      (await api.put<TTrialMarkResponse>(`/api/v1/staff/sessions/${encodeURIComponent(sessionId)}/trials/${encodeURIComponent(trialId)}/attendance`, { status })).guest,
    onMutate: async ({ trialId, status }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TAttendanceSheet>(key)?.guests.find((g) => g.trialId === trialId);
      queryClient.setQueryData<TAttendanceSheet>(key, (sheet) => withGuest(sheet, trialId, { status, isMarked: true }));
      return { before };
    },
    onError: (_error, { trialId }, context) => {
      if (context?.before) queryClient.setQueryData<TAttendanceSheet>(key, (sheet) => withGuest(sheet, trialId, context.before!));
    },
    onSuccess: (guest) => queryClient.setQueryData<TAttendanceSheet>(key, (sheet) => withGuest(sheet, guest.trialId, guest)),
  });
}
