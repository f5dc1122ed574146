import type { Transaction } from 'kysely';
import {
  nextCalendarDay,
  taskTitleOfMessage,
  todayInZone,
  type DriverMessageType,
  type DriverTaskPriority,
  type DriverTaskType,
} from '@carenest/core';
import type { Database } from '../db/schema.ts';

/** One demo message from the office, the task it became (if any) and where that task stands. */
interface DemoMessage {
  type: DriverMessageType;
  body: string;
  aboutChild: boolean;
  priority: DriverTaskPriority;
  due: 'yesterday' | 'today' | 'tomorrow';
  sentHoursAgo: number;
  isRead: boolean;
  isCompleted: boolean;
}

const DEMO_MESSAGES: readonly DemoMessage[] = [
  {
    type: 'route_change',
    body: 'From today the afternoon run leaves at 3:00 PM, fifteen minutes earlier, for the school crossing.',
    aboutChild: false,
    priority: 'medium',
    due: 'yesterday',
    sentHoursAgo: 26,
    isRead: true,
    isCompleted: true,
  },
  {
    type: 'general_reminder',
    body: 'Fuel cards are renewed on Friday; keep the receipts in the glovebox until then.',
    aboutChild: false,
    priority: 'low',
    due: 'today',
    sentHoursAgo: 20,
    isRead: true,
    isCompleted: false,
  },
  {
    type: 'pickup_instruction',
    body: 'Grandmother will meet the van at the side gate this morning; the front steps are being repaired.',
    aboutChild: true,
    priority: 'high',
    due: 'today',
    sentHoursAgo: 2,
    isRead: false,
    isCompleted: false,
  },
  {
    type: 'vehicle_maintenance',
    body: 'The wheelchair lift of Van 1 stuck halfway yesterday: check the hydraulic fluid before the afternoon run.',
    aboutChild: false,
    priority: 'medium',
    due: 'today',
    sentHoursAgo: 1,
    isRead: false,
    isCompleted: false,
  },
];

/** A task the administrator put on the list directly, without a message. */
const DEMO_DIRECT_TASK = {
  taskType: 'vehicle_maintenance' as DriverTaskType,
  title: 'Restock the first-aid kit in Van 1',
  description: 'Gauze pads and saline are running low.',
  priority: 'low' as DriverTaskPriority,
};

/**
 * The demo driver's messages and tasks: a route change they ticked off yesterday, a general reminder, and
 * today's pickup instruction about the demo parent's child and a maintenance note (both unread, both on the
 * task list), plus a low-priority task for tomorrow added without a message.
 */
export async function seedDemoDriverTasks(
  trx: Transaction<Database>,
  options: {
    facilityId: string;
    timeZone: string;
    driverId: string;
    administratorId: string;
    childId: string;
    now: Date;
  },
): Promise<void> {
  const { facilityId, timeZone, driverId, administratorId, childId, now } = options;
  const today = todayInZone(now, timeZone);
  const yesterday = todayInZone(new Date(now.getTime() - 86_400_000), timeZone);
  const dueDates = { yesterday, today, tomorrow: nextCalendarDay(today) };
  const child = await trx
    .selectFrom('patients')
    .select(['first_name', 'last_name'])
    .where('id', '=', childId)
    .executeTakeFirstOrThrow();
  for (const demo of DEMO_MESSAGES) {
    const sentAt = new Date(now.getTime() - demo.sentHoursAgo * 3_600_000);
    const message = await trx
      .insertInto('driver_messages')
      .values({
        facility_id: facilityId,
        driver_id: driverId,
        sender_id: administratorId,
        patient_id: demo.aboutChild ? childId : null,
        message_type: demo.type,
        body: demo.body,
        created_at: sentAt,
        read_at: demo.isRead ? new Date(sentAt.getTime() + 600_000) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (demo.type === 'general_reminder') continue;
    await trx
      .insertInto('driver_tasks')
      .values({
        facility_id: facilityId,
        driver_id: driverId,
        patient_id: demo.aboutChild ? childId : null,
        task_type: demo.type,
        title: taskTitleOfMessage(
          demo.type,
          demo.aboutChild ? `${child.first_name} ${child.last_name}` : null,
        ),
        description: demo.body,
        priority: demo.priority,
        due_date: dueDates[demo.due],
        related_message_id: message.id,
        created_by: administratorId,
        created_at: sentAt,
        completed_at: demo.isCompleted ? new Date(sentAt.getTime() + 3_600_000) : null,
        completed_by: demo.isCompleted ? driverId : null,
      })
      .execute();
  }
  await trx
    .insertInto('driver_tasks')
    .values({
      facility_id: facilityId,
      driver_id: driverId,
      patient_id: null,
      task_type: DEMO_DIRECT_TASK.taskType,
      title: DEMO_DIRECT_TASK.title,
      description: DEMO_DIRECT_TASK.description,
      priority: DEMO_DIRECT_TASK.priority,
      due_date: dueDates.tomorrow,
      related_message_id: null,
      created_by: administratorId,
      created_at: now,
    })
    .execute();
}
