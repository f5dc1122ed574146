import '@mantine/charts/styles.css';
import { BarChart, Sparkline } from '@mantine/charts';
import { Group, Stack, Text } from '@mantine/core';
import { CLINICAL_NOTE_TYPE_LABELS, formatTime, type EodSections } from '@carenest/core';
import { StatCards } from '../../components/StatCards.tsx';
import { SectionTable, percentOf } from './SectionTable.tsx';

/** Attendance: who was at the center, when, for how long. */
export function AttendanceSection({
  section,
  timeZone,
}: {
  section: EodSections['attendance'];
  timeZone: string;
}) {
  return (
    <Stack gap="sm">
      <Text fz="sm">
        {section.childrenPresent} children present, {section.totalHours} hours at the center.
      </Text>
      <SectionTable
        caption="Stays"
        headers={['Child', 'Checked in', 'Checked out', 'Hours']}
        rows={section.byPatient.map((stay) => [
          stay.patientName,
          formatTime(new Date(stay.checkedInAt), timeZone),
          stay.checkedOutAt ? formatTime(new Date(stay.checkedOutAt), timeZone) : 'Not checked out',
          stay.hours.toFixed(2),
        ])}
      />
    </Stack>
  );
}

/** Clinical notes: a bar chart by type, incidents and amendments, authors and each child's summary. */
export function NotesSection({
  section,
  timeZone,
}: {
  section: EodSections['clinicalNotes'];
  timeZone: string;
}) {
  return (
    <Stack gap="sm">
      <StatCards
        cards={[
          { label: 'Notes', value: section.totalNotes },
          { label: 'Incident reports', value: section.criticalIncidents },
          { label: 'Amendments', value: section.amendmentsCount },
          { label: 'Authors', value: section.staffContributions.length },
        ]}
      />
      <BarChart
        h={180}
        data={section.notesByType.map((entry) => ({
          type: CLINICAL_NOTE_TYPE_LABELS[entry.noteType],
          notes: entry.count,
        }))}
        dataKey="type"
        series={[{ name: 'notes', label: 'Notes', color: 'blue.6' }]}
        tickLine="y"
        aria-label="Notes by type"
      />
      <SectionTable
        caption="Notes by author"
        headers={['Author', 'Notes', 'Last activity']}
        rows={section.staffContributions.map((entry) => [
          entry.staffName,
          entry.notesCount,
          formatTime(new Date(entry.lastActivity), timeZone),
        ])}
      />
      <SectionTable
        caption="Children"
        headers={['Child', 'Notes', 'Incident', 'Last vitals']}
        rows={section.patientSummaries.map((entry) => [
          entry.patientName,
          entry.notesCount,
          entry.hasIncidents ? 'Yes' : 'No',
          entry.lastVitals
            ? [
                formatTime(new Date(entry.lastVitals.recordedAt), timeZone),
                entry.lastVitals.temperature === null ? null : `${entry.lastVitals.temperature}°F`,
                entry.lastVitals.heartRate === null ? null : `HR ${entry.lastVitals.heartRate}`,
                entry.lastVitals.bloodPressure ? `BP ${entry.lastVitals.bloodPressure}` : null,
                entry.lastVitals.oxygenSaturation === null
                  ? null
                  : `O2 ${entry.lastVitals.oxygenSaturation}%`,
              ]
                .filter(Boolean)
                .join(' · ')
            : 'None today',
        ])}
      />
    </Stack>
  );
}

/** Medications: doses against the schedule, by child and by medication, and the missed ones. */
export function MedicationsSection({
  section,
  timeZone,
}: {
  section: EodSections['medications'];
  timeZone: string;
}) {
  return (
    <Stack gap="sm">
      <StatCards
        cards={[
          { label: 'Scheduled doses', value: section.scheduledDoses },
          { label: 'On-time rate', value: percentOf(section.onTimeRate) },
          { label: 'Missed doses', value: section.missedDoses },
          { label: 'Medication errors', value: section.medicationErrors },
        ]}
      />
      <Text fz="sm" c="dimmed">
        {section.givenOnTime} on time, {section.givenLate} late, {section.heldDoses} held,{' '}
        {section.refusedDoses} refused, {section.givenAtHome} given at home; {section.totalAdministrations}{' '}
        administrations recorded, {section.amendedRecords} corrected. An error is a dose given outside its
        60-minute window or twice.
      </Text>
      <SectionTable
        caption="By child"
        headers={['Child', 'Scheduled', 'On time', 'Late', 'Missed', 'Held', 'Refused']}
        rows={section.byPatient.map((row) => [
          row.patientName,
          row.scheduled,
          row.onTime,
          row.late,
          row.missed,
          row.held,
          row.refused,
        ])}
      />
      <SectionTable
        caption="By medication"
        headers={['Medication', 'Scheduled', 'Given', 'Missed', 'Held', 'Refused']}
        rows={section.byMedication.map((row) => [
          row.medicationName,
          row.scheduled,
          row.given,
          row.missed,
          row.held,
          row.refused,
        ])}
      />
      <SectionTable
        caption="Missed doses"
        headers={['Child', 'Medication', 'Due at']}
        rows={section.missed.map((dose) => [
          dose.patientName,
          dose.medicationName,
          formatTime(new Date(dose.scheduledAt), timeZone),
        ])}
      />
    </Stack>
  );
}

/** Vital signs: totals, and each child's temperature and heart rate through the day as small charts. */
export function VitalSignsSection({ section }: { section: EodSections['vitalSigns'] }) {
  return (
    <Stack gap="sm">
      <StatCards
        cards={[
          { label: 'Readings', value: section.totalReadings },
          { label: 'Alerts', value: section.alertsGenerated },
          { label: 'Abnormal readings', value: section.abnormalReadings },
          { label: 'Critical readings', value: section.criticalReadings },
        ]}
      />
      {section.byPatient.length === 0 ? (
        <Text fz="sm" c="dimmed">
          No readings today.
        </Text>
      ) : null}
      {section.byPatient.map((child) => {
        const last = child.trends.bloodPressure.at(-1);
        return (
          <Group key={child.patientId} gap="md" wrap="wrap" align="center">
            <Stack gap={0} w={170}>
              <Text fz="sm" fw={600}>
                {child.patientName}
              </Text>
              <Text fz="xs" c="dimmed">
                {child.readings} readings, {child.abnormalReadings} abnormal
                {last ? ` · BP ${last.systolic}/${last.diastolic}` : ''}
              </Text>
            </Stack>
            <Trend label="Temperature" unit="°F" points={child.trends.temperature} color="orange.7" />
            <Trend label="Heart rate" unit="bpm" points={child.trends.heartRate} color="pink.7" />
          </Group>
        );
      })}
    </Stack>
  );
}

/** One measure's values through the day as a sparkline, with its range in words for screen readers. */
function Trend({
  label,
  unit,
  points,
  color,
}: {
  label: string;
  unit: string;
  points: readonly { value: number }[];
  color: string;
}) {
  if (points.length === 0)
    return (
      <Text fz="xs" c="dimmed" w={140}>
        {label}: not taken
      </Text>
    );
  const values = points.map((point) => point.value);
  const summary = `${label} ${Math.min(...values)}–${Math.max(...values)} ${unit}`;
  return (
    <Stack gap={0} w={140}>
      <Sparkline
        h={36}
        data={values.length === 1 ? [values[0]!, values[0]!] : values}
        color={color}
        curveType="linear"
        fillOpacity={0.2}
        aria-label={summary}
      />
      <Text fz="xs" c="dimmed">
        {summary}
      </Text>
    </Stack>
  );
}
