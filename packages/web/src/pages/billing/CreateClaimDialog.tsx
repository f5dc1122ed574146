import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MESSAGES, authorizationWarnings, formatDollars, todayInZone } from '@carenest/core';
import { useAuthorizations, useBillingCatalogue, useCreateClaim } from '../../api/billing.ts';
import { usePatientOptions } from '../../api/patient-options.ts';
import { notifyError } from '../../notifications/notify.ts';
import { AddServiceDialog, type ChosenService } from './AddServiceDialog.tsx';
import { serviceLabel } from './ClaimRow.tsx';
import { fieldMessagesState, submitForm } from '../../forms/submit-form.ts';

/**
 * Create Claim: the child, the day of service and the services (through Add Service), the total shown as the
 * sum of the lines. The server recomputes every amount from the catalogue and answers the draft.
 */
export function CreateClaimDialog({
  isOpen,
  timeZone,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  timeZone: string;
  onClose: () => void;
  onCreated: (claimId: string) => void;
}) {
  const [patientId, setPatientId] = useState<string | null>(null);
  const [serviceDate, setServiceDate] = useState(() => todayInZone(new Date(), timeZone));
  const [services, setServices] = useState<ChosenService[]>([]);
  const [isAdding, setIsAdding] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patients = usePatientOptions('all', isOpen);
  const catalogue = useBillingCatalogue(isOpen);
  const create = useCreateClaim();
  const authorizations = useAuthorizations(isOpen ? patientId : null);
  const warnings = authorizationWarnings(
    authorizations.data?.items ?? [],
    serviceDate,
    services.map((service) => ({ code: service.code, quantity: service.input.quantity })),
  );
  const total = services.reduce((sum, service) => sum + service.totalCents, 0);

  const close = () => {
    setPatientId(null);
    setServices([]);
    setErrors({});
    create.reset();
    onClose();
  };
  const submit = () => {
    const found: Record<string, string> = {};
    if (!patientId) found.patientId = MESSAGES.claimPatientRequired;
    if (!serviceDate) found.serviceDate = MESSAGES.claimServiceDateRequired;
    if (services.length === 0) found.services = MESSAGES.claimServicesRequired;
    setErrors(found);
    if (Object.keys(found).length > 0 || !patientId) return;
    void submitForm({
      write: () =>
        create.mutateAsync({ patientId, serviceDate, services: services.map((service) => service.input) }),
      success: MESSAGES.claimCreated,
      onSuccess: (claim) => {
        close();
        onCreated(claim.id);
      },
      form: fieldMessagesState(setErrors),
      failure: MESSAGES.failedToCreateClaim,
      showFailure: (message) => {
        setErrors((current) => ({ ...current, form: message }));
        notifyError(message);
      },
    });
  };

  return (
    <>
      <Modal
        opened={isOpen && !isAdding}
        onClose={close}
        title="Create Claim"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Select
            label="Patient"
            placeholder={patients.isPending ? 'Loading patients…' : 'Select a patient'}
            data={patients.data ?? []}
            value={patientId}
            onChange={setPatientId}
            searchable
            required
            error={errors.patientId ?? (patients.isError ? MESSAGES.failedToLoadPatients : undefined)}
          />
          <TextInput
            label="Service date"
            type="date"
            value={serviceDate}
            max={todayInZone(new Date(), timeZone)}
            onChange={(event) => setServiceDate(event.currentTarget.value)}
            required
            error={errors.serviceDate}
          />
          <Stack gap="xs">
            <Group justify="space-between">
              <Text fw={600}>Services</Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setIsAdding(true)}
                disabled={!catalogue.data}
                loading={catalogue.isPending}
              >
                Add Service
              </Button>
            </Group>
            {catalogue.isError ? <Alert color="red">{MESSAGES.failedToLoadClaims}</Alert> : null}
            {services.length === 0 ? (
              <Text fz="sm" c={errors.services ? 'red.8' : 'dimmed'}>
                {errors.services ?? 'No services yet. Add the services given that day.'}
              </Text>
            ) : (
              <Stack
                gap={6}
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label="Services on this claim"
              >
                {services.map((service, index) => (
                  <Paper
                    key={`${service.code}-${index}`}
                    component="li"
                    withBorder
                    radius="sm"
                    px="sm"
                    py={6}
                  >
                    <Group justify="space-between" wrap="nowrap">
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text fz="sm" fw={600}>
                          {serviceLabel({
                            code: service.code,
                            modifiers: service.input.modifiers,
                            quantity: service.input.quantity,
                          })}{' '}
                          {service.description}
                        </Text>
                        <Text fz="xs" c="dimmed">
                          Diagnoses {service.input.diagnosisCodes.join(', ')}
                        </Text>
                      </Stack>
                      <Group gap="xs" wrap="nowrap">
                        <Text fz="sm">{formatDollars(service.totalCents)}</Text>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          onClick={() =>
                            setServices((current) => current.filter((_, position) => position !== index))
                          }
                          aria-label={`Remove ${service.code}`}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
          </Stack>
          {warnings.length > 0 ? (
            <Alert color="yellow" role="status">
              <Text fz="sm" fw={700} c="dark.8">
                Prior authorization
              </Text>
              {warnings.map((warning) => (
                <Text key={warning} fz="sm" c="dark.8">
                  {warning}
                </Text>
              ))}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Text fw={700}>Total {formatDollars(total)}</Text>
            <Group>
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button onClick={submit} loading={create.isPending}>
                Create Claim
              </Button>
            </Group>
          </Group>
          {errors.form ? (
            <Alert color="red" title={MESSAGES.failedToCreateClaim}>
              {errors.form}
            </Alert>
          ) : null}
        </Stack>
      </Modal>
      {catalogue.data ? (
        <AddServiceDialog
          isOpen={isOpen && isAdding}
          catalogue={catalogue.data}
          onClose={() => setIsAdding(false)}
          onAdd={(service) => {
            setServices((current) => [...current, service]);
            setErrors((current) => ({ ...current, services: '' }));
            setIsAdding(false);
          }}
        />
      ) : null}
    </>
  );
}
