import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  staffingRatioSchema,
  timeClockEntryResponseSchema,
  timeClockStateSchema,
  type ClockInInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { staffingKeys } from './query-keys.ts';

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
