import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProgressReport } from '#shared/validation/report';
import { api } from '#client/lib/api';
import { dashboardQueryKeys } from '#client/lib/query-keys';

export type ReportPeriod = { from: string; to: string };

const reportQuery = (period: ReportPeriod) => new URLSearchParams(period).toString();

/** The report's address as a PDF download: the same period, the same checks. */
export const reportPdfUrl = (athleteId: string, period: ReportPeriod) =>
  `/api/v1/athletes/${encodeURIComponent(athleteId)}/report.pdf?${reportQuery(period)}`;

// Under the athlete's dashboard key: whatever refreshes the athlete's progress refreshes the report.
export const progressReportQueryOptions = (athleteId: string, period: ReportPeriod) =>
  queryOptions({
    queryKey: [...dashboardQueryKeys.athlete(athleteId), 'report', period.from, period.to],
    queryFn: () =>
      api.get<TProgressReport>(
        `/api/v1/athletes/${encodeURIComponent(athleteId)}/report?${reportQuery(period)}`,
      ),
  });

/** One athlete's progress report for a period; idle without an athlete or a valid period. */
export function useProgressReport(athleteId: string | undefined, period: ReportPeriod | null) {
  return useQuery({
    ...progressReportQueryOptions(athleteId ?? '', period ?? { from: '', to: '' }),
    enabled: Boolean(athleteId && period),
    placeholderData: keepPreviousData,
  });
}
