import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import {
  MESSAGES,
  appointmentPolicy,
  billingPolicy,
  clinicalNotePolicy,
  familyLinkPolicy,
  immunizationPolicy,
  infectionControlPolicy,
  morningHandoffPolicy,
  patientPolicy,
  todayInZone,
} from '@carenest/core';
import { ApiError, describeError } from '../../api/client.ts';
import { usePatient } from '../../api/patients.ts';
import { policyActorOf } from '../../auth/policy-actor.ts';
import { useSignedInUser } from '../../auth/use-auth.ts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert.tsx';
import { usePageTitle } from '../../hooks/use-page-title.ts';
import { useTimeZone } from '../../hooks/use-time-zone.ts';
import { notifyError } from '../../notifications/notify.ts';
import { AppointmentsCard } from '../appointments/AppointmentsCard.tsx';
import { CareNotesCard } from './CareNotesCard.tsx';
import { patientListPathFor } from '../patients/patient-paths.ts';
import { DiagnosesSection } from './DiagnosesSection.tsx';
import { EmergencyContactsSection } from './EmergencyContactsSection.tsx';
import { FamilyAccessCard } from './FamilyAccessCard.tsx';
import { AuthorizationsCard } from './AuthorizationsCard.tsx';
import { BillingDetailsCard } from './BillingDetailsCard.tsx';
import { InsuranceSection } from './InsuranceSection.tsx';
import { MorningHandoffCard } from './MorningHandoffCard.tsx';
import { PatientChartHeader } from './PatientChartHeader.tsx';
import { EmergencyAccessBanner } from './access/EmergencyAccessBanner.tsx';
import { PatientAccessDenied } from './access/PatientAccessDenied.tsx';
import { PatientNotFound } from './PatientNotFound.tsx';
import { PhysiciansSection } from './PhysiciansSection.tsx';
import { ExclusionsCard } from './infection/ExclusionsCard.tsx';
import { ImmunizationsCard } from './infection/ImmunizationsCard.tsx';
import { PatientChartTabs } from './medications/PatientChartTabs.tsx';

/**
 * A patient's chart (/patients/:patientId): header, then the tabs Overview, Medications, Vital Signs and
 * Documents (`?tab=`). A record the user may not see
 * answers 404 ("Patient not found"); a 403 shows "Access denied to patient records": nurses and
 * therapists may then ask for emergency access, everyone else returns to their patient list.
 */
export function PatientChartPage() {
  const { patientId = '' } = useParams();
  const user = useSignedInUser();
  const actor = policyActorOf(user);
  const timeZone = useTimeZone();
  const patient = usePatient(patientId);
  const listPath = patientListPathFor(user.role);
  const errorStatus = patient.error instanceof ApiError ? patient.error.status : null;
  const isForbidden = errorStatus === 403;
  const isNotFound = errorStatus === 404 || errorStatus === 400;
  usePageTitle(patient.data ? `${patient.data.firstName} ${patient.data.lastName}` : 'Patient Chart');

  useEffect(() => {
    if (isForbidden) notifyError(MESSAGES.accessDeniedToPatient);
  }, [isForbidden]);

  if (isForbidden && patientPolicy.canRequestEmergencyAccess(actor)) {
    return (
      <PatientAccessDenied
        patientId={patientId}
        listPath={listPath}
        onGranted={() => void patient.refetch()}
      />
    );
  }
  if (isForbidden) return <Navigate to={listPath} replace />;
  if (isNotFound) return <PatientNotFound listPath={listPath} />;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={listPath} fz="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to Patients
        </Group>
      </Anchor>
      {patient.isError ? (
        <QueryErrorAlert
          title="The chart could not be loaded"
          message={describeError(patient.error)}
          onRetry={() => void patient.refetch()}
          isRetrying={patient.isFetching}
        />
      ) : null}
      {patient.isPending ? <Skeleton height={150} radius="md" aria-hidden /> : null}
      {patient.data ? (
        <>
          <EmergencyAccessBanner patientId={patientId} timeZone={timeZone} />
          <PatientChartHeader patient={patient.data} today={todayInZone(new Date(), timeZone)} />
          <PatientChartTabs
            patientId={patientId}
            overview={
              <Stack gap="md" component="section" aria-labelledby="chart-overview-heading">
                <Title order={2} fz="xl" id="chart-overview-heading">
                  Overview
                </Title>
                <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                  {morningHandoffPolicy.canRead(actor) ? (
                    <MorningHandoffCard patientId={patientId} timeZone={timeZone} />
                  ) : null}
                  {appointmentPolicy.canRead(actor) ? (
                    <AppointmentsCard patientId={patientId} actor={actor} timeZone={timeZone} />
                  ) : null}
                  {clinicalNotePolicy.canRead(actor) && !clinicalNotePolicy.canReadUnshared(actor) ? (
                    <CareNotesCard patientId={patientId} timeZone={timeZone} />
                  ) : null}
                  {infectionControlPolicy.canReadChild(actor) ? (
                    <ExclusionsCard
                      patientId={patientId}
                      timeZone={timeZone}
                      today={todayInZone(new Date(), timeZone)}
                      canExclude={infectionControlPolicy.canExcludeChild(actor)}
                    />
                  ) : null}
                  {immunizationPolicy.canRead(actor) ? (
                    <ImmunizationsCard
                      patientId={patientId}
                      today={todayInZone(new Date(), timeZone)}
                      canRecord={immunizationPolicy.canRecord(actor)}
                    />
                  ) : null}
                  <DiagnosesSection patient={patient.data} />
                  <PhysiciansSection physicians={patient.data.physicians} />
                  <EmergencyContactsSection contacts={patient.data.emergencyContacts} />
                  <InsuranceSection
                    patientId={patientId}
                    insurance={patient.data.insurance}
                    timeZone={timeZone}
                    canCheckEligibility={billingPolicy.canCheckEligibility(actor)}
                  />
                  {billingPolicy.canRead(actor) ? (
                    <AuthorizationsCard
                      patientId={patientId}
                      canAdd={billingPolicy.canManageSettings(actor)}
                    />
                  ) : null}
                  {billingPolicy.canManageSettings(actor) ? (
                    <BillingDetailsCard patientId={patientId} />
                  ) : null}
                  {familyLinkPolicy.canManage(actor) ? (
                    <FamilyAccessCard
                      patientId={patientId}
                      childName={`${patient.data.firstName} ${patient.data.lastName}`}
                      timeZone={timeZone}
                    />
                  ) : null}
                </SimpleGrid>
              </Stack>
            }
          />
        </>
      ) : null}
    </Stack>
  );
}
