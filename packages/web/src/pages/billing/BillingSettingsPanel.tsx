import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { MESSAGES, billingSettingsSchema, formatDateTime, type BillingSettingsInput } from '@carenest/core';
import { describeError } from '../../api/client.ts';
import { useBillingSettings, useSaveBillingSettings } from '../../api/billing.ts';
import { formSubmitHandler } from '../../forms/submit-form.ts';

/** The form's fields in order: name, label, and where it goes in the 837P. */
const FIELDS: readonly { name: keyof BillingSettingsInput; label: string; description?: string }[] = [
  { name: 'providerName', label: 'Billing provider name' },
  { name: 'npi', label: 'NPI', description: 'Ten digits; the last is a check digit' },
  { name: 'taxId', label: 'Employer identification number (EIN)' },
  { name: 'taxonomy', label: 'Taxonomy code', description: 'For example 261QP2300X' },
  { name: 'addressLine1', label: 'Street address' },
  { name: 'city', label: 'City' },
  { name: 'state', label: 'State', description: 'Two letters' },
  { name: 'postalCode', label: 'ZIP code' },
  { name: 'placeOfService', label: 'Place of service code', description: 'Two digits, for example 99' },
  { name: 'submitterId', label: 'Submitter id', description: 'Your id at the clearinghouse' },
  { name: 'submitterContactName', label: 'Billing contact' },
  { name: 'submitterPhone', label: 'Billing contact phone' },
  { name: 'receiverId', label: 'Receiver id', description: 'The clearinghouse’s id' },
  { name: 'receiverName', label: 'Clearinghouse name' },
];

const EMPTY: BillingSettingsInput = Object.fromEntries(
  FIELDS.map((field) => [field.name, '']),
) as BillingSettingsInput;

/**
 * The facility's billing settings, what every 837P says about the billing provider and the exchange:
 * validated in the browser by core's schema and again by the server (the NPI's check digit there).
 */
export function BillingSettingsPanel({ timeZone }: { timeZone: string }) {
  const settings = useBillingSettings(true);
  const save = useSaveBillingSettings();
  const form = useForm<BillingSettingsInput>({
    resolver: zodResolver(billingSettingsSchema),
    defaultValues: EMPTY,
  });
  const loaded = settings.data?.settings;
  useEffect(() => {
    if (loaded) form.reset(loaded);
  }, [loaded, form]);

  const submit = formSubmitHandler(form, {
    write: (values) => save.mutateAsync(values),
    success: MESSAGES.billingSettingsSaved,
    fields: FIELDS.map((field) => field.name),
    failure: MESSAGES.failedToSaveBillingSettings,
  });

  if (settings.isPending) return <Skeleton height={320} aria-label="Loading the billing settings" />;
  if (settings.isError)
    return (
      <Alert color="red" title="Failed to load the billing settings">
        {describeError(settings.error)}
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="lg">
            Billing settings
          </Title>
          <Text fz="sm" c="dimmed">
            {settings.data.updatedAt
              ? `Last saved ${formatDateTime(new Date(settings.data.updatedAt), timeZone)}`
              : 'Claims cannot be submitted until these are entered.'}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {FIELDS.map((field) => (
            <TextInput
              key={field.name}
              label={field.label}
              description={field.description}
              required
              error={form.formState.errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Save billing settings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
