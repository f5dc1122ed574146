import { Button, Group, Text } from '@mantine/core';

/**
 * The sticky footer of the patient form and the care details form: the summary of field errors after a
 * submit, Cancel and the submit button.
 */
export function FormFooter({
  hasErrors,
  isSubmitting,
  submitLabel,
  onCancel,
}: {
  hasErrors: boolean;
  isSubmitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="wrap"
      py="sm"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        background: 'var(--mantine-color-body)',
        borderTop: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Text c="red.9" fz="sm" role="status">
        {hasErrors ? 'Please correct the highlighted fields.' : ''}
      </Text>
      <Group gap="sm" ml="auto">
        <Button variant="default" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </Group>
  );
}
