import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPlus, IconPrinter } from '@tabler/icons-react';
import { VITAL_EXPORT_FORMATS, type VitalExportFormat } from '@carenest/core';
import { printPage } from './print-page.ts';

/**
 * The header actions of the vital signs screen: Export (CSV, JSON or PDF of the filtered list), Print, and
 * Record Vitals for those who may record (nurses and administrators).
 */
export function VitalSignsActions({
  canRecord,
  isExporting,
  onExport,
  onRecord,
}: {
  canRecord: boolean;
  isExporting: boolean;
  onExport: (format: VitalExportFormat) => void;
  onRecord: () => void;
}) {
  return (
    <Group gap="xs" wrap="wrap" data-print="hide">
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={isExporting}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {VITAL_EXPORT_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => onExport(format)}>
              Export {format.toUpperCase()}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        leftSection={<IconPrinter size={16} aria-hidden />}
        onClick={() => printPage('list')}
      >
        Print
      </Button>
      {canRecord ? (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onRecord}>
          Record Vitals
        </Button>
      ) : null}
    </Group>
  );
}
