import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import {
  ATTENDANT_CREDENTIALS,
  ATTENDANT_CREDENTIAL_LABELS,
  MESSAGES,
  ROUTE_DIRECTIONS,
  ROUTE_DIRECTION_LABELS,
  routeInputSchema,
  wallTimeInZone,
  type Route,
  type RouteInput,
} from '@carenest/core';
import { useCreateRoute, useEditRoute, useRouteFormOptions } from '../../api/transport.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';

const FIELDS = [
  'name',
  'serviceDate',
  'driverId',
  'vehicle',
  'attendantId',
  'attendantCredential',
  'stops',
] as const;

/** A blank string from a select is no choice. */
const nullIfBlank = (value: string | null) => (value === '' ? null : value);

/** The form's values for a new route on `date`, or for editing `route`. */
function startingValues(route: Route | null, date: string, timeZone: string): RouteInput {
  if (!route)
    return {
      name: '',
      direction: 'to_facility',
      serviceDate: date,
      driverId: '',
      vehicle: '',
      attendantId: null,
      attendantCredential: null,
      scheduledDeparture: '07:00',
      scheduledArrival: '08:30',
      stops: [{ patientId: '', address: '' }],
    };
  return {
    name: route.name,
    direction: route.direction,
    serviceDate: route.serviceDate,
    driverId: route.driver.id,
    vehicle: route.vehicle,
    attendantId: route.attendant?.id ?? null,
    attendantCredential: route.attendant?.credential ?? null,
    scheduledDeparture: wallTimeInZone(new Date(route.scheduledDeparture), timeZone),
    scheduledArrival: wallTimeInZone(new Date(route.scheduledArrival), timeZone),
    stops: route.stops.map((stop) => ({ patientId: stop.patientId, address: stop.address })),
  };
}

/**
 * The administrator's route form (new or edit): name, direction, service date, driver, vehicle, the riding
 * attendant with their credential, departure and arrival times in the facility's zone, and the children in
 * stop order with an address each (add, remove, move up or down). Checked with the core schema; the
 * server's refusals land under their fields.
 */
export function RouteFormDialog({
  opened,
  route,
  date,
  timeZone,
  onClose,
}: {
  opened: boolean;
  route: Route | null;
  date: string;
  timeZone: string;
  onClose: () => void;
}) {
  const isWide = useIsWideScreen();
  const options = useRouteFormOptions(opened);
  const create = useCreateRoute();
  const edit = useEditRoute();
  const form = useForm<RouteInput>({
    resolver: zodResolver(routeInputSchema),
    defaultValues: startingValues(route, date, timeZone),
  });
  const stops = useFieldArray({ control: form.control, name: 'stops' });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (opened) form.reset(startingValues(route, date, timeZone));
  }, [opened, route, date, timeZone, form]);

  const submit = formSubmitHandler(form, {
    write: (values) =>
      route ? edit.mutateAsync({ routeId: route.id, input: values }) : create.mutateAsync(values),
    success: route ? MESSAGES.routeUpdated : MESSAGES.routeCreated,
    onSuccess: onClose,
    fields: FIELDS,
  });
  const choices = options.data;
  const person = (item: { id: string; name: string }) => ({ value: item.id, label: item.name });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={route ? 'Edit route' : 'New route'}
      size="xl"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Route name"
              withAsterisk
              error={errors.name?.message}
              {...form.register('name')}
            />
            <NativeSelect
              label="Direction"
              data={ROUTE_DIRECTIONS.map((value) => ({ value, label: ROUTE_DIRECTION_LABELS[value] }))}
              {...form.register('direction')}
            />
            <TextInput
              type="date"
              label="Service date"
              withAsterisk
              error={errors.serviceDate?.message}
              {...form.register('serviceDate')}
            />
            <NativeSelect
              label="Driver"
              withAsterisk
              data={[{ value: '', label: 'Choose a driver' }, ...(choices?.drivers ?? []).map(person)]}
              error={errors.driverId?.message}
              {...form.register('driverId')}
            />
            <TextInput
              label="Vehicle"
              withAsterisk
              error={errors.vehicle?.message}
              {...form.register('vehicle')}
            />
            <NativeSelect
              label="Riding attendant"
              data={[{ value: '', label: 'None' }, ...(choices?.attendants ?? []).map(person)]}
              error={errors.attendantId?.message}
              {...form.register('attendantId', { setValueAs: nullIfBlank })}
            />
            <NativeSelect
              label="Attendant credential"
              data={[
                { value: '', label: 'None' },
                ...ATTENDANT_CREDENTIALS.map((value) => ({
                  value,
                  label: ATTENDANT_CREDENTIAL_LABELS[value],
                })),
              ]}
              error={errors.attendantCredential?.message}
              {...form.register('attendantCredential', { setValueAs: nullIfBlank })}
            />
            <Group grow gap="sm">
              <TextInput
                type="time"
                label="Departure"
                withAsterisk
                error={errors.scheduledDeparture?.message}
                {...form.register('scheduledDeparture')}
              />
              <TextInput
                type="time"
                label="Arrival"
                withAsterisk
                error={errors.scheduledArrival?.message}
                {...form.register('scheduledArrival')}
              />
            </Group>
          </SimpleGrid>
          <Text fw={700}>Children in stop order</Text>
          {errors.stops?.message || errors.stops?.root?.message ? (
            <Text fz="sm" c="red.9" role="alert">
              {errors.stops?.message ?? errors.stops?.root?.message}
            </Text>
          ) : null}
          <Stack gap="xs" component="ol" p={0} m={0}>
            {stops.fields.map((field, index) => (
              <Group
                key={field.id}
                component="li"
                align="flex-end"
                gap="xs"
                wrap="wrap"
                style={{ listStyle: 'none' }}
              >
                <NativeSelect
                  label={`Stop ${index + 1}: child`}
                  data={[
                    { value: '', label: 'Choose a child' },
                    ...(choices?.children ?? []).map((child) => ({
                      value: child.id,
                      label: `${child.name} (${child.medicalRecordNumber})`,
                    })),
                  ]}
                  error={errors.stops?.[index]?.patientId?.message}
                  style={{ flex: '1 1 14rem' }}
                  {...form.register(`stops.${index}.patientId`)}
                />
                <TextInput
                  label={`Stop ${index + 1}: address`}
                  error={errors.stops?.[index]?.address?.message}
                  style={{ flex: '2 1 16rem' }}
                  {...form.register(`stops.${index}.address`)}
                />
                <Group gap={4}>
                  <ActionIcon
                    size="lg"
                    variant="default"
                    aria-label={`Move stop ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => stops.move(index, index - 1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="lg"
                    variant="default"
                    aria-label={`Move stop ${index + 1} down`}
                    disabled={index === stops.fields.length - 1}
                    onClick={() => stops.move(index, index + 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    size="lg"
                    variant="default"
                    color="red"
                    aria-label={`Remove stop ${index + 1}`}
                    onClick={() => stops.remove(index)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
          <Group justify="space-between" gap="sm" mt="xs">
            <Button variant="light" onClick={() => stops.append({ patientId: '', address: '' })}>
              Add child
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {route ? 'Save route' : 'Create route'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
