import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  attendanceLogResponseSchema,
  routeCopyResponseSchema,
  routeFixAcceptedSchema,
  routeDetailResponseSchema,
  routeFormOptionsSchema,
  routeListResponseSchema,
  type AttendanceLogResponse,
  type FrontDeskAttendanceInput,
  type RouteDetailResponse,
  type RouteFixAccepted,
  type RouteFixInput,
  type RouteHandoffInput,
  type RouteInput,
  type RouteListResponse,
  type RouteStatusChange,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { dashboardKeys, transportKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** The routes of a service day the user may see (the facility's today when `date` is null). */
export function useRouteList(date: string | null) {
  return useQuery({
    queryKey: transportKeys.list(date),
    queryFn: ({ signal }): Promise<RouteListResponse> =>
      requestJson(withQuery(API_PATHS.transportRoutes, { date }), routeListResponseSchema, { signal }),
  });
}

/** One route with its last five fixes. */
export function useRouteDetail(routeId: string | null) {
  return useQuery({
    queryKey: transportKeys.detail(routeId ?? ''),
    queryFn: ({ signal }): Promise<RouteDetailResponse> =>
      requestJson(API_PATHS.transportRoute(routeId ?? ''), routeDetailResponseSchema, { signal }),
    enabled: routeId !== null,
  });
}

/** The route form's choices (administrators). */
export function useRouteFormOptions(isEnabled: boolean) {
  return useQuery({
    queryKey: transportKeys.options(),
    queryFn: ({ signal }) => requestJson(API_PATHS.transportRouteOptions, routeFormOptionsSchema, { signal }),
    enabled: isEnabled,
  });
}

/** The daily log of a service day (the facility's today when `date` is null). */
export function useAttendanceLog(date: string | null) {
  return useQuery({
    queryKey: transportKeys.attendance(date),
    queryFn: ({ signal }): Promise<AttendanceLogResponse> =>
      requestJson(withQuery(API_PATHS.attendance, { date }), attendanceLogResponseSchema, { signal }),
  });
}

/** A transport write that refreshes every transport screen and the dashboard's cards. */
function useTransportWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: transportKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}

/** Creates a route (administrators). */
export function useCreateRoute() {
  return useTransportWrite((input: RouteInput) =>
    requestJson(API_PATHS.transportRoutes, routeDetailResponseSchema, { method: 'POST', body: input }),
  );
}

/** Replaces a scheduled route's plan (administrators). */
export function useEditRoute() {
  return useTransportWrite(({ routeId, input }: { routeId: string; input: RouteInput }) =>
    requestJson(API_PATHS.transportRoute(routeId), routeDetailResponseSchema, { method: 'PUT', body: input }),
  );
}

/** Cancels a scheduled route with its reason (administrators). */
export function useCancelRoute() {
  return useTransportWrite(({ routeId, reason }: { routeId: string; reason: string }) =>
    requestJson(API_PATHS.transportRouteAction(routeId, 'cancel'), routeDetailResponseSchema, {
      method: 'POST',
      body: { reason },
    }),
  );
}

/** Copies a route to the next working days (administrators). */
export function useCopyRoute() {
  return useTransportWrite(({ routeId, workingDays }: { routeId: string; workingDays: number }) =>
    requestJson(API_PATHS.transportRouteAction(routeId, 'copy'), routeCopyResponseSchema, {
      method: 'POST',
      body: { workingDays },
    }),
  );
}

/** Checks a child in or out at the front desk. */
export function useFrontDeskAttendance() {
  return useTransportWrite((input: FrontDeskAttendanceInput) =>
    requestJson(API_PATHS.attendance, attendanceLogResponseSchema, { method: 'POST', body: input }),
  );
}

/** Sends a status change of the driver's route (the offline queue calls it, with its request id). */
export function postRouteStatus(routeId: string, body: RouteStatusChange): Promise<RouteDetailResponse> {
  return requestJson(API_PATHS.transportRouteAction(routeId, 'status'), routeDetailResponseSchema, {
    method: 'POST',
    body,
  });
}

/** Sends a location fix of the driver's route. */
export function postRouteFix(routeId: string, body: RouteFixInput): Promise<RouteFixAccepted> {
  return requestJson(API_PATHS.transportRouteAction(routeId, 'fixes'), routeFixAcceptedSchema, {
    method: 'POST',
    body,
  });
}

/** Sends a signed guardian handoff of the driver's route. */
export function postRouteHandoff(routeId: string, body: RouteHandoffInput): Promise<RouteDetailResponse> {
  return requestJson(API_PATHS.transportRouteAction(routeId, 'handoffs'), routeDetailResponseSchema, {
    method: 'POST',
    body,
  });
}
