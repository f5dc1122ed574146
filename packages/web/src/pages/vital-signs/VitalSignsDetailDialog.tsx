import { Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconFileTypeCsv, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import {
  BLOOD_PRESSURE_NORMAL_TEXT,
  NORMAL_RANGES,
  appliedRangeLines,
  formatDateTime,
  painBandOf,
  type VitalExportFormat,
  type VitalSignsRecord,
} from '@carenest/core';
import { vitalSignsRecordExportPath } from '../../api/vital-signs.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { printPage } from './print-page.ts';
import { bloodPressureOf, tenthsOf } from './VitalTiles.tsx';
import { VitalAlertList } from './VitalAlertList.tsx';
import { VitalStatusBadge } from './VitalStatusBadge.tsx';

/** The rows of the detail table: each measurement with its value and, where the spec has one, its normal range. */
function metricsOf(record: VitalSignsRecord) {
  const withUnit = (value: string | number | null, unit: string) =>
    value === null ? '—' : `${value} ${unit}`;
  return [
    ['Temperature', withUnit(tenthsOf(record.temperature), '°F'), NORMAL_RANGES.temperature.text],
    ['Heart rate', withUnit(record.heartRate, 'bpm'), NORMAL_RANGES.heartRate.text],
    ['Blood pressure', withUnit(bloodPressureOf(record), 'mmHg'), BLOOD_PRESSURE_NORMAL_TEXT],
    ['Respiratory rate', withUnit(record.respiratoryRate, '/min'), NORMAL_RANGES.respiratoryRate.text],
    ['O2 saturation', withUnit(record.oxygenSaturation, '%'), NORMAL_RANGES.oxygenSaturation.text],
    ['Weight', withUnit(tenthsOf(record.weight), 'lbs'), '—'],
    ['Height', withUnit(tenthsOf(record.height), 'in'), '—'],
    [
      'Pain scale',
      record.painScale === null ? '—' : `${record.painScale}/10 (${painBandOf(record.painScale)})`,
      '0 (no pain)',
    ],
  ] as const;
}

/**
 * The detail dialog of a reading: each measurement beside its normal range, the range each watched
 * measurement was judged by (the child's order or the facility default), the alerts coloured by severity, the recorded time and the recorder, with PDF, CSV and Print (the dialog alone is printed).
 */
export function VitalSignsDetailDialog({
  record,
  timeZone,
  onClose,
  onExport,
}: {
  record: VitalSignsRecord | null;
  timeZone: string;
  onClose: () => void;
  onExport: (path: string, format: VitalExportFormat) => void;
}) {
  const isWide = useIsWideScreen();
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title="Vital Signs Details"
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
      classNames={{ content: 'vital-signs-print-dialog' }}
    >
      {record ? (
        <Stack gap="md">
          <div>
            <Group gap="xs">
              <Text fw={700}>{record.patientName}</Text>
              <Text c="dimmed" fz="sm">
                {record.medicalRecordNumber}
              </Text>
              <VitalStatusBadge status={record.status} />
            </Group>
            <Text fz="sm">Recorded {formatDateTime(new Date(record.recordedAt), timeZone)}</Text>
            <Text fz="sm">Recorded by {record.recordedBy.name}</Text>
          </div>
          <Table striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Measurement</Table.Th>
                <Table.Th scope="col">Value</Table.Th>
                <Table.Th scope="col">Normal range</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {metricsOf(record).map(([label, value, range]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td>{value}</Table.Td>
                  <Table.Td>{range}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack gap={4} component="section" aria-label="Ranges applied">
            <Text fw={700} fz="sm">
              Ranges applied
            </Text>
            {appliedRangeLines(record.appliedRanges).map((line) => (
              <Text key={line} fz="sm">
                {line}
              </Text>
            ))}
          </Stack>
          <Stack gap={6}>
            <Text fw={700} fz="sm">
              Alerts
            </Text>
            {record.alerts.length === 0 ? (
              <Text fz="sm">No alerts.</Text>
            ) : (
              <VitalAlertList alerts={record.alerts} />
            )}
          </Stack>
          <Group justify="flex-end" gap="xs" data-print="hide">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} aria-hidden />}
              onClick={() => onExport(vitalSignsRecordExportPath(record.id, 'pdf'), 'pdf')}
            >
              PDF
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileTypeCsv size={16} aria-hidden />}
              onClick={() => onExport(vitalSignsRecordExportPath(record.id, 'csv'), 'csv')}
            >
              CSV
            </Button>
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => printPage('dialog')}>
              Print
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
