import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  MESSAGES,
  WEEKDAYS,
  facilitySettingsInputSchema,
  type FacilitySettingsInput,
  type FacilitySettingsResponse,
} from '@carenest/core';
import { useSaveFacilitySettings } from '../../api/facility.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { STATE_RULE_OPTIONS, TIME_ZONES, VITAL_RANGE_OPTIONS, weekdayLabel } from './facility-options.ts';

const FIELDS = [
  'name',
  'address',
  'phone',
  'timeZone',
  'opensAt',
  'closesAt',
  'openWeekdays',
  'licensedCapacity',
  'stateRuleSet',
  'defaultVitalRanges',
] as const;

/** The form's values from the facility's saved settings (a capacity not yet recorded starts empty). */
function valuesOf(facility: FacilitySettingsResponse['facility']): FacilitySettingsInput {
  return {
    name: facility.name,
    address: facility.address,
    phone: facility.phone,
    timeZone: facility.timeZone,
    opensAt: facility.opensAt,
    closesAt: facility.closesAt,
    openWeekdays: facility.openWeekdays,
    licensedCapacity: facility.licensedCapacity ?? (undefined as unknown as number),
    stateRuleSet: facility.stateRuleSet,
    defaultVitalRanges: facility.defaultVitalRanges,
  };
}

/**
 * The facility's settings (ARCHITECTURE.md, "Facility settings and state rules"): validated in the browser by
 * core's schema and again by the server, which names the field at fault.
 */
export function FacilitySettingsForm({ facility }: { facility: FacilitySettingsResponse['facility'] }) {
  const save = useSaveFacilitySettings();
  const form = useForm<FacilitySettingsInput>({
    resolver: zodResolver(facilitySettingsInputSchema),
    defaultValues: valuesOf(facility),
  });
  useEffect(() => form.reset(valuesOf(facility)), [facility, form]);
  const { errors, isSubmitting } = form.formState;
  const submit = formSubmitHandler(form, {
    write: (values) => save.mutateAsync(values),
    success: MESSAGES.facilitySettingsSaved,
    fields: FIELDS,
    failure: MESSAGES.failedToSaveFacilitySettings,
  });

  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} fz="lg">
          Settings
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Facility name"
            withAsterisk
            error={errors.name?.message}
            {...form.register('name')}
          />
          <TextInput label="Phone" withAsterisk error={errors.phone?.message} {...form.register('phone')} />
        </SimpleGrid>
        <TextInput
          label="Address"
          withAsterisk
          error={errors.address?.message}
          {...form.register('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => (
              <Select
                label="Time zone"
                withAsterisk
                searchable
                data={TIME_ZONES}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.timeZone?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="stateRuleSet"
            render={({ field }) => (
              <Select
                label="State rules"
                withAsterisk
                allowDeselect={false}
                data={STATE_RULE_OPTIONS}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errors.stateRuleSet?.message}
              />
            )}
          />
          <TextInput
            label="Opens at"
            type="time"
            withAsterisk
            error={errors.opensAt?.message}
            {...form.register('opensAt')}
          />
          <TextInput
            label="Closes at"
            type="time"
            withAsterisk
            error={errors.closesAt?.message}
            {...form.register('closesAt')}
          />
          <Controller
            control={form.control}
            name="licensedCapacity"
            render={({ field }) => (
              <NumberInput
                label="Licensed capacity"
                withAsterisk
                min={1}
                allowDecimal={false}
                value={field.value ?? ''}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
                error={errors.licensedCapacity?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="defaultVitalRanges"
            render={({ field }) => (
              <Select
                label="Default vital-sign ranges"
                withAsterisk
                allowDeselect={false}
                data={VITAL_RANGE_OPTIONS}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                error={errors.defaultVitalRanges?.message}
              />
            )}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="openWeekdays"
          render={({ field }) => (
            <Checkbox.Group
              label="Open days"
              withAsterisk
              value={field.value}
              onChange={(days) => field.onChange(WEEKDAYS.filter((day) => days.includes(day)))}
              error={errors.openWeekdays?.message}
            >
              <Group gap="md" mt={4}>
                {WEEKDAYS.map((day) => (
                  <Checkbox key={day} value={day} label={weekdayLabel(day)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
