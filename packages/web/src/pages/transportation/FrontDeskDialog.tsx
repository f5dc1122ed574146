import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Modal, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import {
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  frontDeskAttendanceSchema,
  type AttendanceKind,
} from '@carenest/core';
import { useFrontDeskAttendance, useRouteFormOptions } from '../../api/transport.ts';
import {
  SignaturePadCanvas,
  type SignaturePadHandle,
} from '../../components/signature/SignaturePadCanvas.tsx';
import { TypedSignature } from '../../components/signature/TypedSignature.tsx';
import { useIsWideScreen } from '../../hooks/use-is-wide-screen.ts';
import { notifyError } from '../../notifications/notify.ts';
import { submitForm } from '../../forms/submit-form.ts';

/**
 * The front desk's check-in or check-out by hand: the child, in or out, the adult's name and their
 * signature (the typed name is the keyboard way). The server refuses checking in a child already here, or
 * out a child not here.
 */
export function FrontDeskDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isWide = useIsWideScreen();
  const options = useRouteFormOptions(opened);
  const record = useFrontDeskAttendance();
  const padRef = useRef<SignaturePadHandle>(null);
  const [patientId, setPatientId] = useState('');
  const [kind, setKind] = useState<AttendanceKind>('check_in');
  const [adultName, setAdultName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  useEffect(() => {
    if (!opened) return;
    setPatientId('');
    setAdultName('');
    setError(null);
  }, [opened]);

  const save = async () => {
    const signature = padRef.current && !padRef.current.isEmpty() ? padRef.current.toPngDataUrl() : '';
    const parsed = frontDeskAttendanceSchema.safeParse({ patientId, kind, adultName, signature });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.guardianNameAndSignatureRequired);
      return;
    }
    await submitForm({
      write: () => record.mutateAsync(parsed.data),
      success: kind === 'check_in' ? MESSAGES.childCheckedIn : MESSAGES.childCheckedOut,
      onSuccess: onClose,
      failure: MESSAGES.failedToRecordAttendance,
      showFailure: (message) => {
        setError(message);
        notifyError(MESSAGES.failedToRecordAttendance);
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Front desk check-in or out"
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Check in or out"
          value={kind}
          onChange={(value) => setKind(value as AttendanceKind)}
          data={[
            { value: 'check_in', label: 'Check in' },
            { value: 'check_out', label: 'Check out' },
          ]}
        />
        <NativeSelect
          label="Child"
          withAsterisk
          value={patientId}
          onChange={(event) => setPatientId(event.currentTarget.value)}
          data={[
            { value: '', label: 'Choose a child' },
            ...(options.data?.children ?? []).map((child) => ({ value: child.id, label: child.name })),
          ]}
        />
        <TextInput
          label="Adult's name"
          withAsterisk
          value={adultName}
          onChange={(event) => setAdultName(event.currentTarget.value)}
        />
        <Text fz="sm" fw={500}>
          Signature of the adult
        </Text>
        <SignaturePadCanvas
          size={ROUTE_SIGNATURE_CANVAS}
          ref={padRef}
          onBeginStroke={() => setError(null)}
          describedBy={errorId}
          isInvalid={error !== null}
        />
        <TypedSignature
          padRef={padRef}
          requiredMessage={MESSAGES.guardianNameAndSignatureRequired}
          onErrorChange={setError}
        />
        {error ? (
          <Text fz="sm" c="red.9" fw={600} id={errorId} role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void save()} loading={record.isPending}>
            {kind === 'check_in' ? 'Check in' : 'Check out'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
