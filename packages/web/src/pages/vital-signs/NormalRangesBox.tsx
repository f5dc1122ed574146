import { Alert, List } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { BLOOD_PRESSURE_NORMAL_TEXT, NORMAL_RANGES } from '@carenest/core';

/** The spec's Normal Ranges info box of the Record Vital Signs dialog (one table with the charts). */
export function NormalRangesBox() {
  return (
    <Alert variant="light" color="blue" title="Normal Ranges" icon={<IconInfoCircle aria-hidden />}>
      <List size="sm" spacing={2}>
        <List.Item>Temperature: {NORMAL_RANGES.temperature.text}</List.Item>
        <List.Item>Heart rate: {NORMAL_RANGES.heartRate.text}</List.Item>
        <List.Item>Blood pressure: {BLOOD_PRESSURE_NORMAL_TEXT}</List.Item>
        <List.Item>Respiratory rate: {NORMAL_RANGES.respiratoryRate.text}</List.Item>
        <List.Item>O2 saturation: {NORMAL_RANGES.oxygenSaturation.text}</List.Item>
      </List>
    </Alert>
  );
}
