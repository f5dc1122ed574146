import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ReportIncidentDialog } from './ReportIncidentDialog.tsx';
import type { IncidentPrefill } from './incident-form.ts';

/**
 * The Report Incident control and its dialog; opened at once when the address carries an end-of-day finding
 * (`isOpenedAtStart`), and `onClosed` then clears it from the address.
 */
export function ReportIncidentButton({
  prefill,
  isOpenedAtStart,
  onClosed,
  reporterId,
  timeZone,
}: {
  prefill: IncidentPrefill;
  isOpenedAtStart: boolean;
  onClosed: () => void;
  reporterId: string;
  timeZone: string;
}) {
  const [isOpen, setIsOpen] = useState(isOpenedAtStart);
  return (
    <>
      <Button leftSection={<IconAlertTriangle size={16} aria-hidden />} onClick={() => setIsOpen(true)}>
        Report Incident
      </Button>
      <ReportIncidentDialog
        opened={isOpen}
        onClose={() => {
          setIsOpen(false);
          onClosed();
        }}
        prefill={prefill}
        reporterId={reporterId}
        timeZone={timeZone}
      />
    </>
  );
}
