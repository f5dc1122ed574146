import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  appointmentListResponseSchema,
  appointmentResponseSchema,
  type AnswerAppointmentInput,
  type RequestAppointmentInput,
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
