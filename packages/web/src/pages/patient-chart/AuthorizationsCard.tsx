import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { createAuthorizationSchema, formatCalendarDate, type CreateAuthorizationInput } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useAddAuthorization, useAuthorizations } from '../../api/billing.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { fieldMessagesState, submitForm } from '../../forms/submit-form.ts';

const EMPTY: CreateAuthorizationInput = {
  payerName: '',
  authorizationNumber: '',
  serviceCode: 'T1025',
  unitsAuthorized: 20,
  startDate: '',
  endDate: '',
};

/**
 * Prior authorizations of the child (for those who bill): each with the units claims have used, and the form
 * to add one (payer, number, service code, units, period). Claims warn before they go past one.
 */
export function AuthorizationsCard({ patientId, canAdd }: { patientId: string; canAdd: boolean }) {
  const authorizations = useAuthorizations(patientId);
  const add = useAddAuthorization(patientId);
  const [isAdding, setIsAdding] = useState(false);
  const [values, setValues] = useState<CreateAuthorizationInput>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <Key extends keyof CreateAuthorizationInput>(key: Key, value: CreateAuthorizationInput[Key]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const parsed = createAuthorizationSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      );
      return;
    }
    setErrors({});
    void submitForm({
      write: () => add.mutateAsync(parsed.data),
      success: 'Authorization added',
      onSuccess: () => {
        setValues(EMPTY);
        setIsAdding(false);
      },
      form: fieldMessagesState(setErrors),
      showFailure: (message) => setErrors((current) => ({ ...current, form: message })),
    });
  };

  return (
    <PanelCard
      title="Prior authorizations"
      action={
        canAdd && !isAdding ? (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setIsAdding(true)}
          >
            Add authorization
          </Button>
        ) : null
      }
    >
      <Stack gap="sm">
        {authorizations.isPending ? <Skeleton height={48} aria-label="Loading authorizations" /> : null}
        {authorizations.isError ? <Alert color="red">{describeError(authorizations.error)}</Alert> : null}
        {authorizations.data?.items.length === 0 && !isAdding ? (
          <EmptyListMessage>No prior authorizations on file</EmptyListMessage>
        ) : null}
        {authorizations.data?.items.map((authorization) => {
          const share = Math.min(
            100,
            Math.round((authorization.unitsUsed / authorization.unitsAuthorized) * 100),
          );
          return (
            <Stack key={authorization.id} gap={4}>
              <Text fz="sm" fw={600}>
                {authorization.serviceCode} · {authorization.payerName} · {authorization.authorizationNumber}
              </Text>
              <Text fz="xs" c="dimmed">
                {formatCalendarDate(authorization.startDate)} to {formatCalendarDate(authorization.endDate)}:{' '}
                {authorization.unitsUsed} of {authorization.unitsAuthorized} units used
              </Text>
              <Progress
                value={share}
                color={
                  authorization.unitsUsed > authorization.unitsAuthorized
                    ? 'red'
                    : share >= 80
                      ? 'orange'
                      : 'teal'
                }
                aria-label={`${authorization.serviceCode} units used`}
              />
            </Stack>
          );
        })}
        {isAdding ? (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Payer"
                value={values.payerName}
                onChange={(event) => set('payerName', event.currentTarget.value)}
                error={errors.payerName}
                required
              />
              <TextInput
                label="Authorization number"
                value={values.authorizationNumber}
                onChange={(event) => set('authorizationNumber', event.currentTarget.value)}
                error={errors.authorizationNumber}
                required
              />
              <TextInput
                label="Service code"
                value={values.serviceCode}
                onChange={(event) => set('serviceCode', event.currentTarget.value)}
                error={errors.serviceCode}
                required
              />
              <NumberInput
                label="Units authorized"
                value={values.unitsAuthorized}
                min={1}
                allowDecimal={false}
                onChange={(value) => set('unitsAuthorized', typeof value === 'number' ? value : 0)}
                error={errors.unitsAuthorized}
                required
              />
              <TextInput
                label="First day"
                type="date"
                value={values.startDate}
                onChange={(event) => set('startDate', event.currentTarget.value)}
                error={errors.startDate}
                required
              />
              <TextInput
                label="Last day"
                type="date"
                value={values.endDate}
                onChange={(event) => set('endDate', event.currentTarget.value)}
                error={errors.endDate}
                required
              />
            </SimpleGrid>
            {errors.form ? <Alert color="red">{errors.form}</Alert> : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setIsAdding(false)}>
                Cancel
              </Button>
              <Button loading={add.isPending} onClick={save}>
                Save authorization
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </PanelCard>
  );
}
