import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { API_PATHS, MESSAGES } from '@carenest/core';
import { withReason } from '../../forms/submit-form.ts';
import { useDownload } from '../../hooks/use-download.ts';

/** The "Evacuation Roster" download: the PDF of the children present now, taken at the moment of the click. */
export function EvacuationRosterButton() {
  const { download, pendingPath } = useDownload();
  return (
    <Button
      color="red"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={pendingPath === API_PATHS.evacuationRoster}
      onClick={() =>
        void download({
          path: API_PATHS.evacuationRoster,
          fallbackName: 'evacuation-roster.pdf',
          success: (file) => `Downloaded ${file.fileName}`,
          failure: withReason(MESSAGES.failedToDownloadRoster),
        })
      }
    >
      Evacuation Roster
    </Button>
  );
}
