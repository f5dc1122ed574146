import { Link } from 'react-router';
import { Accordion, Anchor, Badge, Group, List, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CHILD_DAY_CHECK_LABELS, formatTime, type EodSections } from '@carenest/core';
import { StatCards } from '../../components/StatCards.tsx';
import { SectionTable, dollars, percentOf } from './SectionTable.tsx';

/** Transportation: routes against their schedule, by driver, with incidents. */
export function TransportationSection({
  section,
  timeZone,
}: {
  section: EodSections['transportation'];
  timeZone: string;
}) {
  return (
    <Stack gap="sm">
      <StatCards
        cards={[
          { label: 'Routes', value: section.totalRoutes },
          { label: 'On time', value: percentOf(section.onTimePerformance) },
          { label: 'Children carried', value: section.totalPatients },
          { label: 'Incidents', value: section.incidents },
        ]}
      />
      <Text fz="sm" c="dimmed">
        {section.completedRoutes} completed, {section.cancelledRoutes} cancelled. On time is arriving within
        10 minutes of schedule.
      </Text>
      <SectionTable
        caption="Routes"
        headers={['Route', 'Driver', 'Status', 'Arrived', 'Late (min)', 'Incidents']}
        rows={section.routeMetrics.map((route) => [
          route.routeName,
          route.driverName,
          route.status.replaceAll('_', ' '),
          route.actualArrival ? formatTime(new Date(route.actualArrival), timeZone) : '—',
          route.minutesLate ?? '—',
          route.incidents.join('; ') || 'None',
        ])}
      />
      <SectionTable
        caption="By driver"
        headers={['Driver', 'Routes', 'Completed', 'On time']}
        rows={section.byDriver.map((driver) => [
          driver.driverName,
          driver.routes,
          driver.completed,
          driver.onTime,
        ])}
      />
    </Stack>
  );
}

/** Billing: the day's charges, submissions, payments and denials, by insurance and by service. */
export function BillingSection({ section }: { section: EodSections['billing'] }) {
  return (
    <Stack gap="sm">
      <StatCards
        cards={[
          { label: 'Charges', value: dollars(section.totalCharges) },
          { label: 'Collection rate', value: percentOf(section.collectionRate) },
          { label: 'Payments posted', value: dollars(section.paymentsPosted) },
          { label: 'Outstanding balance', value: dollars(section.outstandingBalance) },
        ]}
      />
      <Text fz="sm" c="dimmed">
        {section.claimsSubmitted} claims submitted; {section.claimsPaid} paid and {section.claimsDenied}{' '}
        denied by the remittances posted today (denial rate {percentOf(section.denialRate)}).
      </Text>
      <SectionTable
        caption="By insurance"
        headers={['Insurance', 'Claims', 'Charges', 'Paid', 'Denied']}
        rows={section.byInsurance.map((row) => [
          row.insuranceName,
          row.claims,
          dollars(row.charges),
          dollars(row.paid),
          row.denied,
        ])}
      />
      <SectionTable
        caption="Revenue by service"
        headers={['Code', 'Service', 'Units', 'Charges']}
        rows={section.revenueByService.map((row) => [
          row.code,
          row.description,
          row.units,
          dollars(row.charges),
        ])}
      />
    </Stack>
  );
}

/** Each child's day, check by check: a failed check links to where it is fixed. */
export function ChildDaysSection({
  section,
  onNavigate,
}: {
  section: EodSections['childDays'];
  onNavigate: () => void;
}) {
  if (section.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        No child was checked in this day.
      </Text>
    );
  return (
    <Accordion variant="separated" multiple>
      {section.map((day) => {
        const failed = day.checks.filter((check) => !check.isPassed).length;
        return (
          <Accordion.Item key={day.patientId} value={day.patientId}>
            <Accordion.Control>
              <Group gap="xs">
                <Text fw={600} fz="sm">
                  {day.patientName}
                </Text>
                <Badge color={failed === 0 ? 'green' : 'red'} variant="light">
                  {failed === 0 ? 'Complete' : `${failed} to fix`}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <List fz="sm" spacing={4}>
                {day.checks.map((check) => (
                  <List.Item key={check.check}>
                    <Text span fw={600} c={check.isPassed ? 'green.8' : 'red.8'} fz="sm">
                      {check.isPassed ? 'Passed' : 'Failed'}
                    </Text>{' '}
                    {CHILD_DAY_CHECK_LABELS[check.check]}: {check.detail}
                    {check.link ? (
                      <>
                        {' '}
                        <Anchor component={Link} to={check.link} onClick={onNavigate} fz="sm">
                          Fix
                          <VisuallyHidden>
                            {' '}
                            {CHILD_DAY_CHECK_LABELS[check.check].toLowerCase()} for {day.patientName}
                          </VisuallyHidden>
                        </Anchor>
                      </>
                    ) : null}
                  </List.Item>
                ))}
              </List>
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}
