import { Alert, Text } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { CensusWarning } from '@carenest/core';

/** The dashboard's warning that more children are present today than the facility's licensed capacity. */
export function CensusWarningAlert({ warning }: { warning: CensusWarning }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconUsersGroup aria-hidden />} title={warning.message}>
      <Text size="sm">
        {warning.present} children present today; the facility is licensed for {warning.licensedCapacity} (
        {warning.rule}).
      </Text>
    </Alert>
  );
}
