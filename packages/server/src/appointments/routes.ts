import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  API_PATHS,
  MESSAGES,
  answerAppointmentSchema,
  appointmentIdParamsSchema,
  appointmentListQuerySchema,
  appointmentListResponseSchema,
  appointmentPolicy,
  appointmentResponseSchema,
  cancelAppointmentSchema,
  requestAppointmentSchema,
  rescheduleAppointmentSchema,
  scheduleAppointmentSchema,
  todayInZone,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';
import { forbidden, notFound } from '../lib/http-error.ts';
import { REFUSALS } from '../lib/refusals.ts';
import { authorize } from '../shared/actor.ts';
import { findVisiblePatient } from '../shared/patient-scope.ts';
import { readAudited, withinTransaction, type CommandScope } from '../shared/request-scope.ts';
import { auditedRead } from '../shared/audited-read.ts';
import { findVisibleAppointment, loadVisibleAppointments, presentAppointments } from './load-appointments.ts';
import { answerAppointment, requestAppointment, scheduleAppointment } from './manage-appointments.ts';
import { cancelAppointment, completeAppointment, rescheduleAppointment } from './change-appointments.ts';

const REFUSALS_WITH_CONFLICT = { ...REFUSALS, 409: REFUSALS[400] } as const;

/** The appointment as the actor now sees it, after a change in this transaction. */
async function appointmentAnswer(scope: CommandScope, appointmentId: string) {
  const row = await findVisibleAppointment(scope.trx, scope.actor, appointmentId);
  if (!row) throw new Error('a changed appointment could not be read back');
  const [appointment] = await presentAppointments(scope.trx, [row]);
  return { appointment: appointment! };
}

/** The child of a write, loaded through the actor's scope (404 when they may not see it). */
async function loadChild(scope: CommandScope, patientId: string) {
  const patient = await findVisiblePatient(scope.trx, scope.actor, patientId);
  if (!patient) throw notFound(MESSAGES.patientNotFound);
  return patient;
}

/** The appointment a change names, locked, through the actor's scope (404 when absent or not visible). */
async function loadAppointment(scope: CommandScope, appointmentId: string) {
  const appointment = await findVisibleAppointment(scope.trx, scope.actor, appointmentId);
  if (!appointment) throw notFound();
  return appointment;
}

/**
 * Appointments (ARCHITECTURE.md, "Parent portal"): the list for the children the actor sees (an audited
 * read), staff scheduling one, a parent's request (Schedule Appointment), staff accepting or declining it;
 * cancelling with a reason (staff or the parent), rescheduling and marking done (staff).
 */
export async function appointmentRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<Database> },
): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    API_PATHS.appointments,
    {
      config: auditedRead('VIEW_APPOINTMENTS', 'APPOINTMENT', { query: 'patientId' }),
      schema: {
        tags: ['patients'],
        querystring: appointmentListQuerySchema,
        response: { 200: appointmentListResponseSchema, ...REFUSALS },
      },
    },
    (request) =>
      readAudited(db, request, async ({ trx, actor, now }) => {
        if (!appointmentPolicy.canRead(actor)) throw forbidden();
        const rows = await loadVisibleAppointments(trx, actor, { patientId: request.query.patientId, now });
        return { answer: { items: await presentAppointments(trx, rows) }, details: { count: rows.length } };
      }),
  );

  routes.post(
    API_PATHS.appointments,
    {
      schema: {
        tags: ['patients'],
        body: scheduleAppointmentSchema,
        response: { 201: appointmentResponseSchema, ...REFUSALS },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const patient = await loadChild(scope, request.body.patientId);
        authorize(appointmentPolicy.canSchedule(scope.actor));
        const id = await scheduleAppointment({ ...scope, patient, input: request.body });
        return appointmentAnswer(scope, id);
      });
      return reply.status(201).send(answer);
    },
  );

  routes.post(
    API_PATHS.appointmentRequests,
    {
      schema: {
        tags: ['patients'],
        body: requestAppointmentSchema,
        response: { 201: appointmentResponseSchema, ...REFUSALS, 429: REFUSALS[400] },
      },
    },
    async (request, reply) => {
      const answer = await withinTransaction(db, request, async (scope) => {
        const patient = await loadChild(scope, request.body.patientId);
        authorize(appointmentPolicy.canRequest(scope.actor));
        const today = todayInZone(scope.now, patient.timeZone);
        const id = await requestAppointment({ ...scope, patient, input: request.body, today });
        return appointmentAnswer(scope, id);
      });
      return reply.status(201).send(answer);
    },
  );

  routes.post(
    '/api/appointments/:appointmentId/answer',
    {
      schema: {
        tags: ['patients'],
        params: appointmentIdParamsSchema,
        body: answerAppointmentSchema,
        response: { 200: appointmentResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const appointment = await loadAppointment(scope, request.params.appointmentId);
        authorize(appointmentPolicy.canAnswer(scope.actor));
        const patient = await loadChild(scope, appointment.patient_id);
        await answerAppointment({ ...scope, appointment, patient, input: request.body });
        return appointmentAnswer(scope, appointment.id);
      }),
  );

  routes.post(
    '/api/appointments/:appointmentId/cancel',
    {
      schema: {
        tags: ['patients'],
        params: appointmentIdParamsSchema,
        body: cancelAppointmentSchema,
        response: { 200: appointmentResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const appointment = await loadAppointment(scope, request.params.appointmentId);
        authorize(appointmentPolicy.canCancel(scope.actor));
        const patient = await loadChild(scope, appointment.patient_id);
        await cancelAppointment({ ...scope, appointment, patient, reason: request.body.reason });
        return appointmentAnswer(scope, appointment.id);
      }),
  );

  routes.post(
    '/api/appointments/:appointmentId/reschedule',
    {
      schema: {
        tags: ['patients'],
        params: appointmentIdParamsSchema,
        body: rescheduleAppointmentSchema,
        response: { 200: appointmentResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const appointment = await loadAppointment(scope, request.params.appointmentId);
        authorize(appointmentPolicy.canReschedule(scope.actor));
        const patient = await loadChild(scope, appointment.patient_id);
        await rescheduleAppointment({ ...scope, appointment, patient, slot: request.body });
        return appointmentAnswer(scope, appointment.id);
      }),
  );

  routes.post(
    '/api/appointments/:appointmentId/complete',
    {
      schema: {
        tags: ['patients'],
        params: appointmentIdParamsSchema,
        response: { 200: appointmentResponseSchema, ...REFUSALS_WITH_CONFLICT },
      },
    },
    (request) =>
      withinTransaction(db, request, async (scope) => {
        const appointment = await loadAppointment(scope, request.params.appointmentId);
        authorize(appointmentPolicy.canComplete(scope.actor));
        const patient = await loadChild(scope, appointment.patient_id);
        await completeAppointment({ ...scope, appointment, patient });
        return appointmentAnswer(scope, appointment.id);
      }),
  );
}
