import { Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { MESSAGES, NOTIFIED_AGENCY_LABELS, type IncidentType } from '@carenest/core';
import { reportedAgencies, type IncidentForm } from './incident-form.ts';

/**
 * Who at HHSC and law enforcement was told, when, and the reference each gave: both required for a suspicion
 * of abuse or neglect (26 TAC §550.903), each optional for another kind (an elopement reported to the police).
 */
export function AgencyFields({
  form,
  incidentType,
  timeZone,
}: {
  form: IncidentForm;
  incidentType: IncidentType;
  timeZone: string;
}) {
  const agencies = useWatch({ control: form.control, name: 'notifiedAgencies' });
  const isRequired = incidentType === 'abuse_or_neglect_suspicion';
  const errors = form.formState.errors.notifiedAgencies;
  const sent = reportedAgencies({ incidentType, notifiedAgencies: agencies });
  return (
    <Fieldset legend="Agencies notified" variant="filled">
      <Stack gap="sm">
        {isRequired ? (
          <Text fz="sm" c={errors?.message || errors?.root?.message ? 'red' : 'dimmed'}>
            {MESSAGES.incidentAgencyReportsRequired}
          </Text>
        ) : null}
        {agencies.map((entry, index) => {
          const position = sent.findIndex((candidate) => candidate.agency === entry.agency);
          const entryErrors = position >= 0 ? errors?.[position] : undefined;
          const label = NOTIFIED_AGENCY_LABELS[entry.agency];
          return (
            <Stack key={entry.agency} gap="xs">
              {isRequired ? (
                <Text fw={600} fz="sm">
                  {label}
                </Text>
              ) : (
                <Checkbox
                  label={`${label} notified`}
                  {...form.register(`notifiedAgencies.${index}.isNotified`)}
                />
              )}
              {isRequired || entry.isNotified ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    type="datetime-local"
                    label={`When ${label} was notified`}
                    description={`Facility time (${timeZone})`}
                    withAsterisk
                    error={entryErrors?.notifiedAt?.message}
                    {...form.register(`notifiedAgencies.${index}.notifiedAt`)}
                  />
                  <TextInput
                    label={`${label} reference`}
                    withAsterisk
                    maxLength={120}
                    error={entryErrors?.reference?.message}
                    {...form.register(`notifiedAgencies.${index}.reference`)}
                  />
                </SimpleGrid>
              ) : null}
            </Stack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}
