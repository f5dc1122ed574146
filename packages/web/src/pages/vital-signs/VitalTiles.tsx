import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { VitalAlertParameter, VitalSignsRecord } from '@carenest/core';

/** The blood pressure of a reading as "systolic/diastolic", or null when not taken. */
export function bloodPressureOf(record: VitalSignsRecord): string | null {
  return record.bloodPressureSystolic === null
    ? null
    : `${record.bloodPressureSystolic}/${record.bloodPressureDiastolic ?? '—'}`;
}

/** A decimal measurement with one place, or null. */
export function tenthsOf(value: number | null): string | null {
  return value === null ? null : value.toFixed(1);
}

/** One tile: label, value, unit, and the alert parameter that colours it. */
interface Tile {
  label: string;
  value: string | null;
  unit: string;
  /** The alerts' measurements that mark the tile red. */
  parameters: readonly VitalAlertParameter[];
}

/** The tiles of a card. */
function tilesOf(record: VitalSignsRecord): Tile[] {
  return [
    { label: 'Temperature', value: tenthsOf(record.temperature), unit: '°F', parameters: ['temperature'] },
    {
      label: 'Blood pressure',
      value: bloodPressureOf(record),
      unit: 'mmHg',
      parameters: ['bloodPressureSystolic', 'bloodPressureDiastolic'],
    },
    {
      label: 'Heart rate',
      value: record.heartRate?.toString() ?? null,
      unit: 'bpm',
      parameters: ['heartRate'],
    },
    {
      label: 'Respiratory rate',
      value: record.respiratoryRate?.toString() ?? null,
      unit: '/min',
      parameters: ['respiratoryRate'],
    },
    {
      label: 'O2 saturation',
      value: record.oxygenSaturation?.toString() ?? null,
      unit: '%',
      parameters: ['oxygenSaturation'],
    },
    { label: 'Weight', value: tenthsOf(record.weight), unit: 'lbs', parameters: [] },
  ];
}

/** The spec's tiles: temperature (°F), blood pressure, heart rate (bpm), respiratory rate (/min), O2 (%), weight (lbs). */
export function VitalTiles({ record }: { record: VitalSignsRecord }) {
  const alerted = new Set(record.alerts.map((alert) => alert.parameter));
  return (
    <SimpleGrid cols={{ base: 2, xs: 3, md: 6 }} spacing="xs" component="dl" m={0}>
      {tilesOf(record).map((tile) => {
        const isAlerted = tile.parameters.some((parameter) => alerted.has(parameter));
        return (
          <Paper
            key={tile.label}
            radius="sm"
            p="xs"
            bg={isAlerted ? 'red.0' : 'gray.0'}
            withBorder
            style={isAlerted ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Text component="dt" fz="xs" c="dimmed">
              {tile.label}
            </Text>
            <Text component="dd" m={0} fz="md" fw={700} c={isAlerted ? 'red.9' : undefined}>
              {tile.value ?? '—'}
              {tile.value ? (
                <Text component="span" fz="xs" fw={500} ml={4}>
                  {tile.unit}
                </Text>
              ) : null}
            </Text>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
