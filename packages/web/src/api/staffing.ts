import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  staffingLogSchema,
  staffingRatioSchema,
  timecardsSchema,
  timeClockEntryResponseSchema,
  timeClockStateSchema,
  type ClockInInput,
  type TimeClockCorrectionInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { staffingKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** The signed-in staff member's time clock: whether they are clocked in, and their shifts of today. */
export function useTimeClock() {
  return useQuery({
    queryKey: staffingKeys.timeClock(),
    queryFn: ({ signal }) => requestJson(API_PATHS.timeClock, timeClockStateSchema, { signal }),
  });
}

/** The facility's live staff-to-child ratio (administrators; re-read on every census or staffing event). */
export function useStaffingRatio() {
  return useQuery({
    queryKey: staffingKeys.ratio(),
    queryFn: ({ signal }) => requestJson(API_PATHS.staffingRatio, staffingRatioSchema, { signal }),
  });
}

/** A time clock write: the clock and the ratio re-read once it is saved. */
function useTimeClockWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffingKeys.all }),
  });
}

/** Clock In under a credential. */
export function useClockIn() {
  return useTimeClockWrite((input: ClockInInput) =>
    requestJson(API_PATHS.clockIn, timeClockEntryResponseSchema, { method: 'POST', body: input }),
  );
}

/** Clock Out of the open shift. */
export function useClockOut() {
  return useTimeClockWrite(() =>
    requestJson(API_PATHS.clockOut, timeClockEntryResponseSchema, { method: 'POST', body: {} }),
  );
}

/** The dated log of one facility day's census and staffing changes, with its minutes out of ratio. */
export function useStaffingLog(date: string) {
  return useQuery({
    queryKey: staffingKeys.log(date),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.staffingLog, { date }), staffingLogSchema, { signal }),
  });
}

/** The shifts that began on one facility day (the timecards of that day), with their open-shift flags. */
export function useShiftsOfDay(date: string) {
  return useQuery({
    queryKey: staffingKeys.shifts(date),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.timecards, { from: date, to: date }), timecardsSchema, { signal }),
  });
}

/** An administrator's correction of a shift, with its reason. */
export function useCorrectShift() {
  return useTimeClockWrite(({ entryId, input }: { entryId: string; input: TimeClockCorrectionInput }) =>
    requestJson(API_PATHS.timeClockEntry(entryId), timeClockEntryResponseSchema, {
      method: 'PUT',
      body: input,
    }),
  );
}
