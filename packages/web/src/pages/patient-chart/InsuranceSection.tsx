import { Badge } from '@mantine/core';
import { formatCalendarDate, formatDateTime, type PatientDetail } from '@carenest/core';
import { EmptyListMessage } from '../../components/EmptyListMessage.tsx';
import { PanelCard } from '../../components/PanelCard.tsx';
import { FactList } from '../../components/FactList.tsx';

/** Primary insurance and eligibility; instants shown in the facility's time zone. */
export function InsuranceSection({
  insurance,
  timeZone,
}: {
  insurance: PatientDetail['insurance'];
  timeZone: string;
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
        <Badge color={eligibilityStatus.isActive ? 'green' : 'red'} variant="light">
          {eligibilityStatus.isActive ? 'Eligible' : 'Not eligible'}
        </Badge>
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
