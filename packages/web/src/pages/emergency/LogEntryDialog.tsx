import { useState, type ReactNode } from 'react';
import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';

/** The dialog around a log entry's form: full screen on a phone; the form closes it when saved or cancelled. */
export function LogEntryDialog({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? children : null}
    </Modal>
  );
}

/** A log's add button: it only opens its dialog, whose form gets the closing callback. */
export function LogEntryButton({
  label,
  dialogTitle,
  renderForm,
}: {
  label: string;
  dialogTitle: string;
  renderForm: (close: () => void) => ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const close = () => setIsOpen(false);
  return (
    <>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setIsOpen(true)}
      >
        {label}
      </Button>
      <LogEntryDialog title={dialogTitle} opened={isOpen} onClose={close}>
        {renderForm(close)}
      </LogEntryDialog>
    </>
  );
}
