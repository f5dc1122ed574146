import { beforeAll, describe, expect, it } from 'vitest';
import { setUpEmarFixture } from './support/emar-fixture.ts';
import { TEST_DATABASES } from './support/test-database.ts';

describe.each(TEST_DATABASES)('the eMAR on %s', (kind) => {
  const { database, people, children, orders, get, chartOf, addMedication, administer, backdateOrders } =
    setUpEmarFixture(kind);

  beforeAll(async () => {
    // Lily's noon dose is already given (so it is not due) and Omeprazole is ordered for 07:30 (so it is late).
    await administer(people.nurse, orders.noonMedication, { scheduledFor: '12:00' });
    await addMedication(people.nurse, children.lily, {
      name: 'Omeprazole',
      dosage: '10 mg',
      frequency: 'Once daily',
      scheduledTimes: ['07:30'],
    });
  });

  describe('the due list and the dashboard', () => {
    it("lists the nurse's doses due now and late in the facility's zone, none from before an order", async () => {
      const { db } = database;
      const { medication } = (
        await addMedication(people.nurse, children.lily, {
          name: 'Albuterol',
          route: 'inhalation',
          scheduledTimes: ['12:00'],
        })
      ).json();
      const { medication: ordered } = (
        await addMedication(people.nurse, children.lily, {
          name: 'Ursodiol',
          scheduledTimes: ['08:00', '10:00'],
        })
      ).json();
      expect(ordered.todaysDoses).toEqual([]);
      await backdateOrders();
      const chart = await chartOf(people.nurse, children.lily);
      const ursodiol = chart.medications.find((shown) => shown.id === ordered.id)!;
      expect(ursodiol.todaysDoses.map((dose) => dose.status)).toEqual(['missed', 'late']);
      const due = (await get(people.nurse, '/api/medications/due')).json();
      const rows = due.items.map((item: { medicationName: string; time: string; status: string }) => [
        item.medicationName,
        item.time,
        item.status,
      ]);
      expect(rows).toEqual([
        ['Omeprazole', '07:30', 'late'],
        ['Baclofen', '09:00', 'late'],
        ['Ursodiol', '10:00', 'late'],
        ['Albuterol', '12:00', 'due'],
      ]);
      expect(due.count).toBe(4);
      const dashboard = (await get(people.nurse, '/api/dashboard')).json();
      expect(dashboard.cards.find((card: { key: string }) => card.key === 'medicationsDue').value).toBe(4);
      const parentCard = (await get(people.parent, '/api/dashboard')).json();
      expect(parentCard.cards.find((card: { key: string }) => card.key === 'medicationsDue').value).toBe(4);
      await db.updateTable('medications').set({ is_active: false }).where('id', '=', medication.id).execute();
    });

    it("shows another facility's nurse and another child's parent none of these doses", async () => {
      expect((await get(people.otherNurse, '/api/medications/due')).json().count).toBe(0);
      expect((await get(people.otherParent, '/api/medications/due')).json().count).toBe(0);
    });
  });
});
