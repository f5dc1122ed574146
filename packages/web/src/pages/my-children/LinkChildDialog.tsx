import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MESSAGES, linkChildSchema, type LinkChildInput } from '@carenest/core';
import { useLinkChild } from '../../api/family-links.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

const FIELDS = ['childName', 'dateOfBirth', 'familyCode'] as const;
const BLANK: LinkChildInput = { childName: '', dateOfBirth: '', familyCode: '' };

/**
 * The parent's Link Child dialog (spec: child name and date of birth; CareNest adds the family code the
 * facility gives the parent): the spec's sentences for a missing field, a child not found and any other
 * failure, and "Child linked successfully!".
 */
export function LinkChildDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const link = useLinkChild();
  const form = useForm<LinkChildInput>({ resolver: zodResolver(linkChildSchema), defaultValues: BLANK });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    onClose();
    form.reset(BLANK);
  };
  const submit = formSubmitHandler(form, {
    write: (values) => link.mutateAsync(values),
    success: MESSAGES.childLinked,
    onSuccess: close,
    fields: FIELDS,
    failure: MESSAGES.failedToLinkChild,
  });

  return (
    <Modal opened={opened} onClose={close} title="Link Child" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            Enter your child&apos;s name and date of birth as the center has them, and the family code the
            center gave you.
          </Text>
          <TextInput
            label="Child's full name"
            withAsterisk
            autoComplete="off"
            error={errors.childName?.message}
            {...form.register('childName')}
          />
          <TextInput
            type="date"
            label="Date of birth"
            withAsterisk
            error={errors.dateOfBirth?.message}
            {...form.register('dateOfBirth')}
          />
          <TextInput
            label="Family code"
            description="8 characters, for example ABCD-2345"
            withAsterisk
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.familyCode?.message}
            {...form.register('familyCode')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Link Child
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
