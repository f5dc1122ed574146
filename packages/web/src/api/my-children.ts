import { useQuery } from '@tanstack/react-query';
import { API_PATHS, dailyReportSchema, myChildrenResponseSchema } from '@carenest/core';
import { requestJson } from './client.ts';
import { myChildrenKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** The parent's children with where each is today, and their last week's activities. */
export function useMyChildren(isEnabled = true) {
  return useQuery({
    queryKey: myChildrenKeys.all,
    queryFn: ({ signal }) => requestJson(API_PATHS.myChildren, myChildrenResponseSchema, { signal }),
    enabled: isEnabled,
  });
}

/** A child's daily report for a service day. */
export function useDailyReport(patientId: string, date: string) {
  return useQuery({
    queryKey: [...myChildrenKeys.all, 'daily-report', patientId, date] as const,
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.dailyReport(patientId), { date }), dailyReportSchema, { signal }),
  });
}
