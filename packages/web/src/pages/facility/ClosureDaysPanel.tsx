import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  MESSAGES,
  closureDayInputSchema,
  formatCalendarDate,
  type ClosureDayInput,
  type FacilitySettingsResponse,
} from '@carenest/core';
import { useAddClosureDay, useRemoveClosureDay } from '../../api/facility.ts';
import { formSubmitHandler, submitForm } from '../../forms/submit-form.ts';

/**
 * The facility's closure days (holidays): the end-of-day scheduler, claim proposals and route copies skip them
 * (ARCHITECTURE.md, "Facility settings and state rules"). Days from today on can be removed; past ones are the
 * record of days that happened.
 */
export function ClosureDaysPanel({ facility }: { facility: FacilitySettingsResponse['facility'] }) {
  const addition = useAddClosureDay();
  const removal = useRemoveClosureDay();
  const form = useForm<ClosureDayInput>({
    resolver: zodResolver(closureDayInputSchema),
    defaultValues: { date: '', name: '' },
  });
  const submit = formSubmitHandler(form, {
    write: (values) => addition.mutateAsync(values),
    success: MESSAGES.closureDayAdded,
    onSuccess: () => form.reset({ date: '', name: '' }),
    fields: ['date', 'name'],
    failure: MESSAGES.failedToAddClosureDay,
  });
  const remove = (date: string) =>
    void submitForm({
      write: () => removal.mutateAsync(date),
      success: MESSAGES.closureDayRemoved,
      failure: MESSAGES.failedToRemoveClosureDay,
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Closure days
        </Title>
        {facility.closureDays.length === 0 ? (
          <Text c="dimmed" fz="sm">
            No closure days: the facility is open on every open day.
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {facility.closureDays.map((day) => (
                <Table.Tr key={day.date}>
                  <Table.Td>{formatCalendarDate(day.date)}</Table.Td>
                  <Table.Td>{day.name ?? '—'}</Table.Td>
                  <Table.Td>
                    {day.date >= facility.today ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Remove closure day ${formatCalendarDate(day.date)}`}
                        onClick={() => remove(day.date)}
                        loading={removal.isPending && removal.variables === day.date}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Closure date"
              type="date"
              withAsterisk
              min={facility.today}
              error={form.formState.errors.date?.message}
              {...form.register('date')}
            />
            <TextInput
              label="Closure name"
              placeholder="Thanksgiving Day"
              error={form.formState.errors.name?.message}
              {...form.register('name')}
            />
            <Button type="submit" variant="light" loading={form.formState.isSubmitting}>
              Add closure day
            </Button>
          </Group>
        </form>
      </Stack>
    </Paper>
  );
}
