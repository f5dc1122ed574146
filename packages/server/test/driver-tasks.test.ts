import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  todayInZone,
  type DashboardResponse,
  type DriverMessage,
  type DriverTask,
} from '@carenest/core';
import { createCareTeam, type CareTeam } from './support/care-team.ts';
import { createUser, type TestUser } from './support/factories.ts';
import { setUpIntegrationSuite } from './support/integration-suite.ts';
import { liveEventsAbout } from './support/live-events.ts';
import { TEST_DATABASES } from './support/test-database.ts';

const ZONE = 'America/New_York';

describe.each(TEST_DATABASES)('driver tasks and messages on %s', (kind) => {
  const suite = setUpIntegrationSuite(kind);
  const { database, get, post, call } = suite;
  let team: CareTeam;
  let otherDriver: TestUser;
  const today = () => todayInZone(new Date(), ZONE);
  const task = () => ({
    driverId: team.people.driver.id,
    patientId: team.children.lily,
    taskType: 'vehicle_maintenance',
    title: 'Check the wheelchair lift',
    description: 'It stuck halfway on Tuesday',
    priority: 'high',
    dueDate: today(),
  });
  const message = () => ({
    driverId: team.people.driver.id,
    patientId: team.children.lily,
    messageType: 'pickup_instruction',
    body: 'Lily’s grandmother will meet the van at the side gate',
    priority: 'medium',
    dueDate: today(),
  });
  const tasksOf = async (user: TestUser, query = '') =>
    (await get(user, `/api/driver-tasks${query}`)).json<{ items: DriverTask[] }>().items;

  beforeAll(async () => {
    team = await createCareTeam(database.db, { homeZone: ZONE });
    otherDriver = await createUser(database.db, 'driver', team.home);
  });

  it('lets an administrator add a task for a driver, audited and announced to that driver', async () => {
    const response = await post(team.people.admin, '/api/driver-tasks', task());
    expect(response.statusCode).toBe(201);
    const created = response.json<{ task: DriverTask }>().task;
    expect(created).toMatchObject({
      driver: { id: team.people.driver.id },
      patient: { id: team.children.lily, name: 'Lily Nguyen' },
      taskType: 'vehicle_maintenance',
      priority: 'high',
      isCompleted: false,
      relatedMessageId: null,
      createdBy: { id: team.people.admin.id },
    });
    const audit = await database.db
      .selectFrom('audit_log')
      .select('action')
      .where('resource_id', '=', created.id)
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['CREATE_DRIVER_TASK']);
    expect(await liveEventsAbout(database.db, created.id)).toEqual([
      { kind: 'driver-task.changed', patientIds: [], userIds: [team.people.driver.id] },
    ]);
  });

  it('turns a message to act on into a task that keeps the message, and a general reminder into none', async () => {
    const sent = (await post(team.people.admin, '/api/driver-messages', message())).json<{
      message: DriverMessage;
    }>().message;
    expect(sent).toMatchObject({
      messageType: 'pickup_instruction',
      readAt: null,
      sender: { id: team.people.admin.id },
    });
    const fromMessage = (await tasksOf(team.people.driver)).find((item) => item.relatedMessageId === sent.id);
    expect(fromMessage).toMatchObject({
      id: sent.taskId,
      title: 'Pickup instruction: Lily Nguyen',
      description: message().body,
      taskType: 'pickup_instruction',
    });

    const before = await suite.countRows('driver_tasks');
    const reminder = await post(team.people.admin, '/api/driver-messages', {
      ...message(),
      messageType: 'general_reminder',
      patientId: null,
      body: 'Fuel cards are renewed on Friday',
    });
    expect(reminder.statusCode).toBe(201);
    expect(reminder.json<{ message: DriverMessage }>().message.taskId).toBeNull();
    expect(await suite.countRows('driver_tasks')).toBe(before);
  });

  it('shows a driver only their own tasks and messages, high priority first; parents and nurses none', async () => {
    await post(team.people.admin, '/api/driver-tasks', {
      ...task(),
      driverId: otherDriver.id,
      title: 'Not yours',
    });
    await post(team.people.admin, '/api/driver-tasks', { ...task(), priority: 'low', title: 'Wash the van' });
    const mine = await tasksOf(team.people.driver);
    expect(mine.every((item) => item.driver.id === team.people.driver.id)).toBe(true);
    expect(mine.map((item) => item.priority)).toEqual(['high', 'medium', 'low']);
    const messages = (await get(team.people.driver, '/api/driver-messages')).json<{
      items: DriverMessage[];
    }>();
    expect(messages.items.every((item) => item.driver.id === team.people.driver.id)).toBe(true);

    expect((await tasksOf(team.people.admin)).some((item) => item.title === 'Not yours')).toBe(true);
    expect(await tasksOf(team.people.parent)).toEqual([]);
    expect(
      (await get(team.people.parent, '/api/driver-messages')).json<{ items: unknown[] }>().items,
    ).toEqual([]);
    expect((await get(team.people.nurse, '/api/driver-tasks')).statusCode).toBe(403);
    expect((await get(team.people.nurse, '/api/driver-messages')).statusCode).toBe(403);
    expect(
      (await get(team.people.otherAdmin, '/api/driver-tasks')).json<{ items: DriverTask[] }>().items,
    ).toEqual([]);
  });

  it('lets the driver tick a task off and open it again, once each, with who and when kept', async () => {
    const [first] = await tasksOf(team.people.driver);
    const url = `/api/driver-tasks/${first!.id}/completion`;
    const done = await call(team.people.driver, 'PUT', url, { isCompleted: true });
    expect(done.statusCode).toBe(200);
    expect(done.json<{ task: DriverTask }>().task).toMatchObject({
      isCompleted: true,
      completedBy: { id: team.people.driver.id },
    });
    expect((await call(team.people.driver, 'PUT', url, { isCompleted: true })).statusCode).toBe(200);
    const actions = async () =>
      (
        await database.db
          .selectFrom('audit_log')
          .select('action')
          .where('resource_id', '=', first!.id)
          .orderBy('occurred_at')
          .execute()
      ).map((row) => row.action);
    expect(await actions()).toEqual(['CREATE_DRIVER_TASK', 'COMPLETE_DRIVER_TASK']);
    expect((await tasksOf(team.people.driver, '?status=completed')).map((item) => item.id)).toContain(
      first!.id,
    );
    expect((await tasksOf(team.people.driver)).map((item) => item.id)).not.toContain(first!.id);

    const reopened = await call(team.people.admin, 'PUT', url, { isCompleted: false });
    expect(reopened.json<{ task: DriverTask }>().task).toMatchObject({
      isCompleted: false,
      completedBy: null,
    });
    expect(await actions()).toEqual(['CREATE_DRIVER_TASK', 'COMPLETE_DRIVER_TASK', 'REOPEN_DRIVER_TASK']);

    expect((await call(otherDriver, 'PUT', url, { isCompleted: true })).statusCode).toBe(404);
    expect((await call(team.people.otherAdmin, 'PUT', url, { isCompleted: true })).statusCode).toBe(404);
    expect((await call(team.people.parent, 'PUT', url, { isCompleted: true })).statusCode).toBe(403);
  });

  it('lets only the driver mark a message read, once', async () => {
    const [latest] = (await get(team.people.driver, '/api/driver-messages')).json<{
      items: DriverMessage[];
    }>().items;
    const url = `/api/driver-messages/${latest!.id}/read`;
    expect((await post(team.people.admin, url)).statusCode).toBe(403);
    expect((await post(otherDriver, url)).statusCode).toBe(404);
    const read = (await post(team.people.driver, url)).json<{ message: DriverMessage }>().message;
    expect(read.readAt).not.toBeNull();
    const again = (await post(team.people.driver, url)).json<{ message: DriverMessage }>().message;
    expect(again.readAt).toBe(read.readAt);
  });

  it('shows the driver’s open tasks on the dashboard, most pressing first', async () => {
    const dashboard = (await get(team.people.driver, '/api/dashboard')).json<DashboardResponse>();
    expect(dashboard.tasks.length).toBeGreaterThan(0);
    expect(
      dashboard.tasks.every((item) => !item.isCompleted && item.driver.id === team.people.driver.id),
    ).toBe(true);
    expect(dashboard.tasks[0]!.priority).toBe('high');
    expect((await get(team.people.nurse, '/api/dashboard')).json<DashboardResponse>().tasks).toEqual([]);
  });

  it('refuses bad assignments with the field at fault, and stores nothing', async () => {
    const before = [await suite.countRows('driver_tasks'), await suite.countRows('driver_messages')];
    const cases: [string, object, string, number][] = [
      ['/api/driver-tasks', { driverId: team.people.nurse.id }, MESSAGES.driverInvalid, 400],
      ['/api/driver-tasks', { patientId: team.children.omar }, MESSAGES.driverTaskChildInvalid, 400],
      ['/api/driver-tasks', { title: '   ' }, MESSAGES.driverTaskTitleRequired, 400],
      ['/api/driver-tasks', { dueDate: '2026-02-30' }, MESSAGES.driverTaskDueDateRequired, 400],
      ['/api/driver-tasks', { title: 'Gate\u0000code' }, '', 400],
      ['/api/driver-messages', { body: '' }, MESSAGES.driverMessageRequired, 400],
      ['/api/driver-messages', { body: 'x'.repeat(1001) }, '', 400],
      ['/api/driver-messages', { messageType: 'gossip' }, '', 400],
    ];
    for (const [url, change, text, status] of cases) {
      const base = url === '/api/driver-tasks' ? task() : message();
      const response = await post(team.people.admin, url, { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      if (text) expect(response.json().error.message).toBe(text);
    }
    expect((await post(team.people.driver, '/api/driver-tasks', task())).statusCode).toBe(403);
    expect((await post(team.people.otherAdmin, '/api/driver-tasks', task())).statusCode).toBe(400);
    expect([await suite.countRows('driver_tasks'), await suite.countRows('driver_messages')]).toEqual(before);
  });
});
