import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconEraser } from '@tabler/icons-react';
import {
  ADMINISTRATION_OUTCOMES,
  ADMINISTRATION_OUTCOME_LABELS,
  DOSE_STATUS_LABELS,
  MESSAGES,
  administerFormSchema,
  administrationTimeProblem,
  formatTime,
  type AdministerFormResult,
  type AdministerFormValues,
  type Medication,
  MEDICATION_SIGNATURE_CANVAS,
} from '@carenest/core';
import { ApiError } from '../../../api/client.ts';
import { useAdministerMedication } from '../../../api/medications.ts';
import { useSignedInUser } from '../../../auth/use-auth.ts';
import { submitForm } from '../../../forms/submit-form.ts';
import { notifyError } from '../../../notifications/notify.ts';
import {
  SignaturePadCanvas,
  type SignaturePadHandle,
} from '../../../components/signature/SignaturePadCanvas.tsx';
import { TypedSignature } from '../../../components/signature/TypedSignature.tsx';
import { fromWallClockInput, toWallClockInput } from './wall-clock.ts';
import { WitnessFields } from './WitnessFields.tsx';

const FIELDS = [
  'outcome',
  'dosageGiven',
  'scheduledFor',
  'reason',
  'notes',
  'administrationTime',
  'witnessEmail',
  'witnessPassword',
  'witnessMfaCode',
] as const;
const SIGNATURE_LABEL_ID = 'administer-signature-label';
const SIGNATURE_ERROR_ID = 'administer-signature-error';

/** The dose the dialog offers first: one due now, else the earliest late one, else none. */
function suggestedDose(doses: Medication['todaysDoses']): string {
  return (
    (doses.find((dose) => dose.status === 'due') ?? doses.find((dose) => dose.status === 'late'))?.time ?? ''
  );
}

/**
 * The Administer form: outcome, dosage given (prefilled with the prescribed dosage), the scheduled dose
 * it satisfies, a reason for a held or refused dose, notes, the administration time (now, on the
 * facility's clock), a controlled medication's witness (a second nurse's own credentials) and the 500x150
 * signature pad with Clear (drawn, or a typed name for keyboard users). A blank dosage or signature gives
 * "Please provide dosage and signature".
 */
export function AdministerForm({
  medication,
  patientId,
  timeZone,
  onDone,
}: {
  medication: Medication;
  patientId: string;
  timeZone: string;
  onDone: () => void;
}) {
  const user = useSignedInUser();
  const administer = useAdministerMedication(patientId);
  const padRef = useRef<SignaturePadHandle>(null);
  const [signatureError, setSignatureError] = useState<string | null>(null);
  const openDoses = medication.todaysDoses.filter((dose) => dose.administrationId === null);
  const form = useForm<AdministerFormValues, unknown, AdministerFormResult>({
    resolver: zodResolver(administerFormSchema),
    defaultValues: {
      outcome: 'given',
      dosageGiven: medication.dosage,
      scheduledFor: suggestedDose(openDoses),
      reason: '',
      notes: '',
      administrationTime: toWallClockInput(new Date(), timeZone),
      witnessEmail: '',
      witnessPassword: '',
      witnessMfaCode: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const outcome = form.watch('outcome');
  const needsWitness = medication.isControlled && outcome === 'given';

  const isSignatureMissing = () => {
    const isMissing = padRef.current?.isEmpty() ?? true;
    if (isMissing) setSignatureError(MESSAGES.dosageAndSignatureRequired);
    return isMissing;
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (isSignatureMissing()) {
        notifyError(MESSAGES.dosageAndSignatureRequired);
        return;
      }
      const administeredAt = fromWallClockInput(values.administrationTime, timeZone);
      const timeProblem = administeredAt
        ? administrationTimeProblem(administeredAt, new Date())
        : MESSAGES.administrationTimeRequired;
      if (!administeredAt || timeProblem) {
        form.setError('administrationTime', { message: timeProblem ?? MESSAGES.administrationTimeRequired });
        return;
      }
      const isGiven = values.outcome === 'given';
      if (needsWitness && !values.witnessEmail) {
        form.setError('witnessEmail', { message: MESSAGES.witnessRequired });
        notifyError(MESSAGES.witnessRequired);
        return;
      }
      const witness = needsWitness
        ? {
            witnessEmail: values.witnessEmail,
            witnessPassword: values.witnessPassword,
            witnessMfaCode: values.witnessMfaCode || undefined,
          }
        : {};
      const input = {
        outcome: values.outcome,
        dosageGiven: isGiven ? values.dosageGiven : undefined,
        reason: isGiven ? undefined : values.reason,
        scheduledFor: values.scheduledFor || null,
        notes: values.notes || undefined,
        administrationTime: administeredAt.toISOString(),
        signature: padRef.current!.toPngDataUrl(),
        ...witness,
      };
      await submitForm({
        write: () =>
          administer.mutateAsync({ medicationId: medication.id, input }).catch((error: unknown) => {
            if (error instanceof ApiError && error.fields.signature)
              setSignatureError(error.fields.signature);
            throw error;
          }),
        success: MESSAGES.medicationAdministered,
        onSuccess: onDone,
        form,
        fields: FIELDS,
        failure: MESSAGES.medicationAdministrationFailed,
      });
    },
    (invalid) => {
      const isSignatureBlank = isSignatureMissing();
      if (invalid.dosageGiven || isSignatureBlank) notifyError(MESSAGES.dosageAndSignatureRequired);
    },
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NativeSelect
          label="Outcome"
          data={ADMINISTRATION_OUTCOMES.map((value) => ({
            value,
            label: ADMINISTRATION_OUTCOME_LABELS[value],
          }))}
          error={errors.outcome?.message}
          {...form.register('outcome')}
        />
        {outcome === 'given' ? (
          <TextInput
            label="Dosage given"
            description={`Prescribed: ${medication.dosage}`}
            withAsterisk
            error={errors.dosageGiven?.message}
            {...form.register('dosageGiven')}
          />
        ) : (
          <Textarea
            label={outcome === 'held' ? 'Reason for holding' : 'Reason for refusal'}
            withAsterisk
            autosize
            minRows={2}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
        )}
        <NativeSelect
          label="Scheduled dose"
          description="The dose of today's schedule this administration satisfies"
          data={[
            { value: '', label: openDoses.length === 0 ? 'No open scheduled dose' : 'Not a scheduled dose' },
            ...openDoses.map((dose) => ({
              value: dose.time,
              label: `${formatTime(new Date(dose.scheduledAt), timeZone)} (${DOSE_STATUS_LABELS[dose.status]})`,
            })),
          ]}
          error={errors.scheduledFor?.message}
          {...form.register('scheduledFor')}
        />
        <TextInput
          type="datetime-local"
          label="Administration time"
          description={`Facility time (${timeZone}); up to 5 minutes ahead or 24 hours back`}
          withAsterisk
          error={errors.administrationTime?.message}
          {...form.register('administrationTime')}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          error={errors.notes?.message}
          {...form.register('notes')}
        />
        {needsWitness ? <WitnessFields form={form} /> : null}
        <Stack gap={6}>
          <Text fz="sm" fw={500} id={SIGNATURE_LABEL_ID}>
            Signature{' '}
            <Text span c="red">
              *
            </Text>
          </Text>
          <SignaturePadCanvas
            size={MEDICATION_SIGNATURE_CANVAS}
            ref={padRef}
            onBeginStroke={() => setSignatureError(null)}
            describedBy={signatureError ? `${SIGNATURE_LABEL_ID} ${SIGNATURE_ERROR_ID}` : SIGNATURE_LABEL_ID}
            isInvalid={signatureError !== null}
          />
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fz="xs" c="dimmed">
              Signing as {user.firstName} {user.lastName}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconEraser size={16} aria-hidden />}
              onClick={() => {
                padRef.current?.clear();
                setSignatureError(null);
              }}
            >
              Clear
            </Button>
          </Group>
          <TypedSignature
            padRef={padRef}
            requiredMessage={MESSAGES.dosageAndSignatureRequired}
            onErrorChange={setSignatureError}
          />
          {signatureError ? (
            <Text fz="sm" c="red.9" fw={600} id={SIGNATURE_ERROR_ID} role="alert">
              {signatureError}
            </Text>
          ) : null}
        </Stack>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Record Administration
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
