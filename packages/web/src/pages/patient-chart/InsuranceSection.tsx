import { Badge, Button, Group } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { MESSAGES, formatCalendarDate, formatDateTime, type PatientDetail } from '@carenest/core';
import { ApiError } from '../../api/client.ts';
import { useCheckEligibility } from '../../api/billing.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { FactList } from '../../components/FactList.tsx';

/** Check eligibility: a 270 to the payer through the clearinghouse; the chart shows the 271's answer. */
function CheckEligibilityButton({ patientId }: { patientId: string }) {
  const check = useCheckEligibility(patientId);
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconShieldCheck size={14} aria-hidden />}
      loading={check.isPending}
      onClick={() =>
        check.mutate(undefined, {
          onSuccess: (result) =>
            notifySuccess(
              `${MESSAGES.eligibilityChecked}: ${result.isEligible ? 'eligible' : 'not eligible'}`,
            ),
          onError: (error) =>
            notifyError(error instanceof ApiError ? error.message : MESSAGES.failedToCheckEligibility),
        })
      }
    >
      Check eligibility
    </Button>
  );
}

/**
 * Primary insurance and eligibility; instants shown in the facility's time zone. Those who bill may check
 * eligibility with the payer from here.
 */
export function InsuranceSection({
  patientId,
  insurance,
  timeZone,
  canCheckEligibility,
}: {
  patientId: string;
  insurance: PatientDetail['insurance'];
  timeZone: string;
  canCheckEligibility: boolean;
}) {
  if (!insurance) {
    return (
      <PanelCard title="Insurance">
        <EmptyListMessage>No insurance on file</EmptyListMessage>
      </PanelCard>
    );
  }
  const { primaryInsurance, eligibilityStatus } = insurance;
  const notRecorded = 'Not recorded';
  return (
    <PanelCard
      title="Insurance"
      action={
        <Group gap="xs">
          <Badge color={eligibilityStatus.isActive ? 'green' : 'red'} variant="light">
            {eligibilityStatus.isActive ? 'Eligible' : 'Not eligible'}
          </Badge>
          {canCheckEligibility ? <CheckEligibilityButton patientId={patientId} /> : null}
        </Group>
      }
    >
      <FactList
        facts={[
          { term: 'Insurer', value: primaryInsurance.insuranceName },
          { term: 'Policy number', value: primaryInsurance.policyNumber },
          { term: 'Group number', value: primaryInsurance.groupNumber ?? notRecorded },
          { term: 'Subscriber', value: primaryInsurance.subscriberName },
          {
            term: 'Subscriber date of birth',
            value: primaryInsurance.subscriberDOB
              ? formatCalendarDate(primaryInsurance.subscriberDOB)
              : notRecorded,
          },
          { term: 'Relationship to patient', value: primaryInsurance.relationshipToPatient },
          {
            term: 'Effective date',
            value: eligibilityStatus.effectiveDate
              ? formatCalendarDate(eligibilityStatus.effectiveDate)
              : notRecorded,
          },
          { term: 'Benefits', value: eligibilityStatus.benefits ?? notRecorded },
          {
            term: 'Eligibility last checked',
            value: eligibilityStatus.lastChecked
              ? formatDateTime(new Date(eligibilityStatus.lastChecked), timeZone)
              : notRecorded,
          },
          {
            term: 'Last verified',
            value: insurance.lastVerified
              ? formatDateTime(new Date(insurance.lastVerified), timeZone)
              : notRecorded,
          },
        ]}
      />
    </PanelCard>
  );
}
