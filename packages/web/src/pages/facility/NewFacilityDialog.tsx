import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import {
  MESSAGES,
  createFacilitySchema,
  type CreateFacilityInput,
  type CreateFacilityResponse,
} from '@carenest/core';
import { useCreateFacility } from '../../api/facilities.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { CopyTextButton, absoluteLink } from '../users/CopyTextButton.tsx';
import { TIME_ZONES } from './facility-options.ts';
import { NewFacilityFields } from './NewFacilityFields.tsx';

const FIELDS = [
  'facility.name',
  'facility.address',
  'facility.phone',
  'facility.timeZone',
  'facility.opensAt',
  'facility.closesAt',
  'facility.openWeekdays',
  'facility.licensedCapacity',
  'facility.stateRuleSet',
  'facility.defaultVitalRanges',
  'administrator.firstName',
  'administrator.lastName',
  'administrator.email',
] as const;

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A new facility's form starts empty but for the usual hours, Monday to Friday, and the browser's time zone
 * when it is one of the list (capacity has no default).
 */
const EMPTY_FORM: CreateFacilityInput = {
  facility: {
    name: '',
    address: '',
    phone: '',
    timeZone: TIME_ZONES.includes(BROWSER_TIME_ZONE) ? BROWSER_TIME_ZONE : '',
    opensAt: '07:00',
    closesAt: '19:00',
    openWeekdays: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
    licensedCapacity: undefined as unknown as number,
    stateRuleSet: 'texas',
    defaultVitalRanges: 'spec',
  },
  administrator: { firstName: '', lastName: '', email: '' },
};

/** The create-facility form: the facility's fields, then its first administrator's name and email. */
function NewFacilityForm({
  onCreated,
  onCancel,
}: {
  onCreated: (created: CreateFacilityResponse) => void;
  onCancel: () => void;
}) {
  const creation = useCreateFacility();
  const form = useForm<CreateFacilityInput>({
    resolver: zodResolver(createFacilitySchema),
    defaultValues: EMPTY_FORM,
  });
  const errors = form.formState.errors.administrator;
  const submit = formSubmitHandler(form, {
    write: (values) => creation.mutateAsync(values),
    onSuccess: onCreated,
    fields: FIELDS,
    failure: MESSAGES.failedToCreateFacility,
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NewFacilityFields form={form} />
        <Title order={3} fz="md" mt="xs">
          First administrator
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            withAsterisk
            autoComplete="off"
            error={errors?.firstName?.message}
            {...form.register('administrator.firstName')}
          />
          <TextInput
            label="Last name"
            withAsterisk
            autoComplete="off"
            error={errors?.lastName?.message}
            {...form.register('administrator.lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Administrator email"
          type="email"
          withAsterisk
          autoComplete="off"
          error={errors?.email?.message}
          {...form.register('administrator.email')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create facility
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The outcome, shown once: the invitation link to hand over, or that the administrator was emailed it. */
function FacilityCreatedNotice({ created, onDone }: { created: CreateFacilityResponse; onDone: () => void }) {
  const link = created.invitationLink === null ? null : absoluteLink(created.invitationLink);
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconLink aria-hidden />} title={created.facility.name}>
        <Text fz="sm">{link ? MESSAGES.facilityCreated : MESSAGES.facilityCreatedEmailed}</Text>
      </Alert>
      {link ? (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Invitation link"
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: 1, minWidth: 0 }}
          />
          <CopyTextButton value={link} label="Copy invitation link" />
        </Group>
      ) : null}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

/** New Facility as a dialog (full screen on phones): the form, then the invitation link shown once. */
export function NewFacilityDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [created, setCreated] = useState<CreateFacilityResponse | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={
        <Text component="span" fw={700} fz="lg">
          {created ? 'Facility created' : 'New Facility'}
        </Text>
      }
      size="lg"
      fullScreen={isPhone}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && created ? <FacilityCreatedNotice created={created} onDone={close} /> : null}
      {opened && !created ? <NewFacilityForm onCreated={setCreated} onCancel={close} /> : null}
    </Modal>
  );
}
