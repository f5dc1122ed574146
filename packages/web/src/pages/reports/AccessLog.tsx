import { Accordion } from '@mantine/core';
import { formatDateTime, type EodReportDetail } from '@carenest/core';
import { SectionTable } from './SectionTable.tsx';

/** How each audited access reads. */
const ACCESS_LABELS: Record<EodReportDetail['accessLog'][number]['action'], string> = {
  GENERATE_EOD_REPORT: 'Generated',
  VIEW_EOD_REPORT: 'Opened',
  EXPORT_EOD_REPORT: 'Exported',
};

/** The report's access log (who generated, opened and exported it), from the audit log, folded away. */
export function AccessLog({
  entries,
  timeZone,
}: {
  entries: EodReportDetail['accessLog'];
  timeZone: string;
}) {
  return (
    <Accordion variant="contained">
      <Accordion.Item value="access">
        <Accordion.Control>Access log ({entries.length})</Accordion.Control>
        <Accordion.Panel>
          <SectionTable
            caption="Who generated, opened and exported this report (before this opening)"
            headers={['When', 'Who', 'What']}
            rows={entries.map((entry) => [
              formatDateTime(new Date(entry.at), timeZone),
              entry.userName,
              `${ACCESS_LABELS[entry.action]}${entry.format ? ` (${entry.format.toUpperCase()})` : ''}${entry.isSuccess ? '' : ', refused'}`,
            ])}
          />
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
