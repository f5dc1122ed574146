import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, NativeSelect, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  EVACUATION_EQUIPMENT,
  EVACUATION_EQUIPMENT_LABELS,
  EVACUATION_TRANSPORTS,
  EVACUATION_TRANSPORT_LABELS,
  MESSAGES,
  evacuationNeedsInputSchema,
  type EvacuationNeedsInput,
  type EvacuationNeedsLine,
} from '@carenest/core';
import { useSaveEvacuationNeeds } from '../../api/emergency.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/** The form of one child's needs, filled with what is recorded. */
function NeedsForm({ line, onDone }: { line: EvacuationNeedsLine; onDone: () => void }) {
  const saving = useSaveEvacuationNeeds();
  const form = useForm<EvacuationNeedsInput>({
    resolver: zodResolver(evacuationNeedsInputSchema),
    defaultValues: {
      equipment: line.needs?.equipment ?? [],
      transport: line.needs?.transport ?? ('' as EvacuationNeedsInput['transport']),
      notes: line.needs?.notes ?? '',
    },
  });
  const submit = formSubmitHandler(form, {
    write: (needs) => saving.mutateAsync({ patientId: line.patientId, needs }),
    success: MESSAGES.evacuationNeedsSaved,
    onSuccess: onDone,
    fields: ['equipment', 'transport', 'notes'],
    failure: MESSAGES.failedToSaveEvacuationNeeds,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="equipment"
          render={({ field }) => (
            <Checkbox.Group
              label="Equipment that leaves with the child"
              value={field.value}
              onChange={(items) =>
                field.onChange(EVACUATION_EQUIPMENT.filter((item) => items.includes(item)))
              }
              error={errors.equipment?.message}
            >
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt={6}>
                {EVACUATION_EQUIPMENT.map((item) => (
                  <Checkbox key={item} value={item} label={EVACUATION_EQUIPMENT_LABELS[item]} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <NativeSelect
          label="Evacuation transport"
          withAsterisk
          data={[
            { value: '', label: 'Choose…', disabled: true },
            ...EVACUATION_TRANSPORTS.map((value) => ({ value, label: EVACUATION_TRANSPORT_LABELS[value] })),
          ]}
          error={errors.transport?.message}
          {...form.register('transport')}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save needs
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Editing a child's equipment, evacuation transport and notes (26 TAC §550.209). */
export function EvacuationNeedsDialog({
  line,
  onClose,
}: {
  line: EvacuationNeedsLine | null;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={line !== null}
      onClose={onClose}
      title={line ? `Evacuation needs: ${line.patientName}` : 'Evacuation needs'}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {line ? <NeedsForm key={line.patientId} line={line} onDone={onClose} /> : null}
    </Modal>
  );
}
