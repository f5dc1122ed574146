import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { MESSAGES, patientBillingDetailsSchema, type PatientBillingDetailsInput } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useBillingDetails, useSaveBillingDetails } from '../../api/billing.ts';
import { PanelCard } from '../../components/PanelCard.tsx';
import { formSubmitHandler } from '../../forms/submit-form.ts';

const EMPTY: PatientBillingDetailsInput = { sex: 'U', addressLine1: '', city: '', state: '', postalCode: '' };

/**
 * What claims need of the child beyond the chart (for those who bill): sex as the insurer records it and the
 * home address. A claim is not submitted without them.
 */
export function BillingDetailsCard({ patientId }: { patientId: string }) {
  const details = useBillingDetails(patientId);
  const save = useSaveBillingDetails(patientId);
  const form = useForm<PatientBillingDetailsInput>({
    resolver: zodResolver(patientBillingDetailsSchema),
    defaultValues: EMPTY,
  });
  const loaded = details.data?.details;
  useEffect(() => {
    if (loaded) form.reset(loaded);
  }, [loaded, form]);
  const submit = formSubmitHandler(form, {
    write: (values) => save.mutateAsync(values),
    success: 'Billing details saved',
    fields: ['sex', 'addressLine1', 'city', 'state', 'postalCode'],
  });
  return (
    <PanelCard title="Billing details">
      {details.isPending ? <Skeleton height={120} aria-label="Loading billing details" /> : null}
      {details.isError ? <Alert color="red">{describeError(details.error)}</Alert> : null}
      {details.data ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            {details.data.details ? null : (
              <Text fz="sm" c="dimmed">
                {MESSAGES.claimPatientBillingDetailsMissing}.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label="Sex (as the insurer records it)"
                data={[
                  { value: 'F', label: 'Female' },
                  { value: 'M', label: 'Male' },
                  { value: 'U', label: 'Unknown' },
                ]}
                error={form.formState.errors.sex?.message}
                {...form.register('sex')}
              />
              <TextInput
                label="Home street address"
                required
                error={form.formState.errors.addressLine1?.message}
                {...form.register('addressLine1')}
              />
              <TextInput
                label="City"
                required
                error={form.formState.errors.city?.message}
                {...form.register('city')}
              />
              <TextInput
                label="State"
                required
                error={form.formState.errors.state?.message}
                {...form.register('state')}
              />
              <TextInput
                label="ZIP code"
                required
                error={form.formState.errors.postalCode?.message}
                {...form.register('postalCode')}
              />
            </SimpleGrid>
            <Group justify="flex-end">
              <Button type="submit" size="xs" loading={form.formState.isSubmitting}>
                Save billing details
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </PanelCard>
  );
}
