import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  appointmentListResponseSchema,
  appointmentResponseSchema,
  type AnswerAppointmentInput,
  type CancelAppointmentInput,
  type RequestAppointmentInput,
  type RescheduleAppointmentInput,
  type ScheduleAppointmentInput,
} from '@carenest/core';
import { requestJson } from './client.ts';
import { appointmentKeys, dashboardKeys } from './query-keys.ts';
import { withQuery } from './query-string.ts';

/** Waiting requests, upcoming and recently declined appointments: of one child, or of every child the user sees. */
export function useAppointments(patientId: string | null) {
  return useQuery({
    queryKey: appointmentKeys.list(patientId),
    queryFn: ({ signal }) =>
      requestJson(withQuery(API_PATHS.appointments, { patientId }), appointmentListResponseSchema, {
        signal,
      }),
  });
}

/** An appointment write that refreshes the lists and the dashboard's card. */
function useAppointmentWrite<Variables, Answer>(write: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
      ]);
    },
  });
}

/** Staff schedule an appointment. */
export function useScheduleAppointment() {
  return useAppointmentWrite((input: ScheduleAppointmentInput) =>
    requestJson(API_PATHS.appointments, appointmentResponseSchema, { method: 'POST', body: input }),
  );
}

/** A parent requests an appointment. */
export function useRequestAppointment() {
  return useAppointmentWrite((input: RequestAppointmentInput) =>
    requestJson(API_PATHS.appointmentRequests, appointmentResponseSchema, { method: 'POST', body: input }),
  );
}

/** Staff accept or decline a request. */
export function useAnswerAppointment() {
  return useAppointmentWrite(
    ({ appointmentId, input }: { appointmentId: string; input: AnswerAppointmentInput }) =>
      requestJson(API_PATHS.appointmentAnswer(appointmentId), appointmentResponseSchema, {
        method: 'POST',
        body: input,
      }),
  );
}

/** The care team or a parent cancels an appointment with a reason. */
export function useCancelAppointment() {
  return useAppointmentWrite(
    ({ appointmentId, input }: { appointmentId: string; input: CancelAppointmentInput }) =>
      requestJson(API_PATHS.appointmentCancel(appointmentId), appointmentResponseSchema, {
        method: 'POST',
        body: input,
      }),
  );
}

/** The care team moves a scheduled appointment to a new day and time. */
export function useRescheduleAppointment() {
  return useAppointmentWrite(
    ({ appointmentId, input }: { appointmentId: string; input: RescheduleAppointmentInput }) =>
      requestJson(API_PATHS.appointmentReschedule(appointmentId), appointmentResponseSchema, {
        method: 'POST',
        body: input,
      }),
  );
}

/** The care team marks an appointment whose time has come done. */
export function useCompleteAppointment() {
  return useAppointmentWrite((appointmentId: string) =>
    requestJson(API_PATHS.appointmentCompletion(appointmentId), appointmentResponseSchema, {
      method: 'POST',
    }),
  );
}
