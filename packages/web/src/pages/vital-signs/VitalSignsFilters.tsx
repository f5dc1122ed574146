import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { VITAL_PERIODS, VITAL_PERIOD_LABELS, type VitalPeriod } from '@carenest/core';
import type { PatientOption } from '../../api/patient-options.ts';

/** What the filters hold: the text typed, the chosen patient ('' for all) and the period. */
export interface VitalSignsFilterValues {
  search: string;
  patientId: string;
  period: VitalPeriod;
}

/**
 * The filters of the list: text search by patient id, MRN or name, a patient select built from the
 * patients the user may see (left out inside a chart), and the period (today, 7 days, 30 days, all time).
 */
export function VitalSignsFilters({
  values,
  patients,
  isPatientFixed,
  onChange,
}: {
  values: VitalSignsFilterValues;
  patients: readonly PatientOption[];
  isPatientFixed: boolean;
  onChange: (values: VitalSignsFilterValues) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: isPatientFixed ? 2 : 3 }} spacing="sm" data-print="hide">
      <TextInput
        label="Search"
        placeholder="Patient ID, MRN or name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => onChange({ ...values, search: event.currentTarget.value })}
      />
      {isPatientFixed ? null : (
        <NativeSelect
          label="Patient"
          data={[{ value: '', label: 'All patients' }, ...patients]}
          value={values.patientId}
          onChange={(event) => onChange({ ...values, patientId: event.currentTarget.value })}
        />
      )}
      <NativeSelect
        label="Period"
        data={VITAL_PERIODS.map((period) => ({ value: period, label: VITAL_PERIOD_LABELS[period] }))}
        value={values.period}
        onChange={(event) => onChange({ ...values, period: event.currentTarget.value as VitalPeriod })}
      />
    </SimpleGrid>
  );
}
