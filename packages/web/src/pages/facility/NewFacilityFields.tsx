import { Controller, type UseFormReturn } from 'react-hook-form';
import { Checkbox, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { WEEKDAYS, type CreateFacilityInput } from '@carenest/core';
import { STATE_RULE_OPTIONS, TIME_ZONES, VITAL_RANGE_OPTIONS, weekdayLabel } from './facility-options.ts';

/**
 * The new facility's own fields in the New Facility dialog, labelled as on the settings form
 * (ARCHITECTURE.md, "Facility settings and state rules"); their values sit under `facility.` as the request
 * sends them, so the server's field messages land under these inputs.
 */
export function NewFacilityFields({ form }: { form: UseFormReturn<CreateFacilityInput> }) {
  const errors = form.formState.errors.facility;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Facility name"
          withAsterisk
          autoComplete="off"
          error={errors?.name?.message}
          {...form.register('facility.name')}
        />
        <TextInput
          label="Phone"
          withAsterisk
          error={errors?.phone?.message}
          {...form.register('facility.phone')}
        />
      </SimpleGrid>
      <TextInput
        label="Address"
        withAsterisk
        error={errors?.address?.message}
        {...form.register('facility.address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={form.control}
          name="facility.timeZone"
          render={({ field }) => (
            <Select
              label="Time zone"
              withAsterisk
              searchable
              data={TIME_ZONES}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value ?? '')}
              error={errors?.timeZone?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="facility.stateRuleSet"
          render={({ field }) => (
            <Select
              label="State rules"
              withAsterisk
              allowDeselect={false}
              data={STATE_RULE_OPTIONS}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors?.stateRuleSet?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <TextInput
          label="Opens at"
          type="time"
          withAsterisk
          error={errors?.opensAt?.message}
          {...form.register('facility.opensAt')}
        />
        <TextInput
          label="Closes at"
          type="time"
          withAsterisk
          error={errors?.closesAt?.message}
          {...form.register('facility.closesAt')}
        />
        <Controller
          control={form.control}
          name="facility.licensedCapacity"
          render={({ field }) => (
            <NumberInput
              label="Licensed capacity"
              withAsterisk
              min={1}
              allowDecimal={false}
              ref={field.ref}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              error={errors?.licensedCapacity?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="facility.defaultVitalRanges"
          render={({ field }) => (
            <Select
              label="Default vital-sign ranges"
              withAsterisk
              allowDeselect={false}
              data={VITAL_RANGE_OPTIONS}
              ref={field.ref}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={errors?.defaultVitalRanges?.message}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="facility.openWeekdays"
        render={({ field }) => (
          <Checkbox.Group
            label="Open days"
            withAsterisk
            value={field.value}
            onChange={(days) => field.onChange(WEEKDAYS.filter((day) => days.includes(day)))}
            error={errors?.openWeekdays?.message}
          >
            <Group gap="md" mt={4}>
              {WEEKDAYS.map((day) => (
                <Checkbox key={day} value={day} label={weekdayLabel(day)} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
    </>
  );
}
