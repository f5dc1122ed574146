import { useEffect, useId, useRef, useState } from 'react';
import { Button, Group, Modal, NativeSelect, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  HANDOFF_RELATIONSHIPS,
  MESSAGES,
  ROUTE_SIGNATURE_CANVAS,
  routeHandoffSchema,
  type HandoffKind,
  type HandoffRelationship,
  type RouteHandoffInput,
  type RouteStop,
} from '@carenest/core';
import {
  SignaturePadCanvas,
  type SignaturePadHandle,
} from '../../../components/signature/SignaturePadCanvas.tsx';
import { TypedSignature } from '../../../components/signature/TypedSignature.tsx';
import { PatientPhoto } from '../../../components/PatientPhoto.tsx';
import { useIsWideScreen } from '../../../hooks/use-is-wide-screen.ts';

/** The choice of "someone not on the list". */
const SOMEONE_ELSE = 'someone-else';

/** What the modal hands back: the handoff without its request id, device time and position. */
export type HandoffDraft = Omit<RouteHandoffInput, 'requestId' | 'deviceTime' | 'position'>;

/**
 * The guardian handoff of one child (pickup or dropoff): the child's photo to check who is handed over, the
 * child's authorized pickups as large choices, or
 * someone else with a reason (the administrators are alerted); the adult's name (required: "Please provide
 * parent name and signature") and relationship (Parent by default); the 400x150 signature pad with the typed
 * name as the keyboard way. Checked with the core schema before it is queued.
 */
export function HandoffDialog({
  stop,
  kind,
  onClose,
  onSign,
}: {
  stop: RouteStop | null;
  kind: HandoffKind;
  onClose: () => void;
  onSign: (draft: HandoffDraft) => void;
}) {
  const isWide = useIsWideScreen();
  const padRef = useRef<SignaturePadHandle>(null);
  const [adult, setAdult] = useState<string>('');
  const [signedBy, setSignedBy] = useState('');
  const [relationship, setRelationship] = useState<HandoffRelationship>('Parent');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const signatureLabelId = useId();

  useEffect(() => {
    const first = stop?.authorizedPickups[0];
    setAdult(first ? first.id : SOMEONE_ELSE);
    setSignedBy(first?.name ?? '');
    setRelationship('Parent');
    setReason('');
    setError(null);
  }, [stop]);

  const choose = (value: string) => {
    setAdult(value);
    const contact = stop?.authorizedPickups.find((pickup) => pickup.id === value);
    setSignedBy(contact?.name ?? '');
  };

  const save = () => {
    if (!stop) return;
    const isSigned = padRef.current !== null && !padRef.current.isEmpty();
    const draft: HandoffDraft = {
      patientId: stop.patientId,
      kind,
      contactId: adult === SOMEONE_ELSE ? null : adult,
      signedBy,
      relationship,
      unauthorizedReason: adult === SOMEONE_ELSE ? reason : null,
      signature: isSigned ? padRef.current!.toPngDataUrl() : '',
    };
    const parsed = routeHandoffSchema.safeParse({
      ...draft,
      requestId: crypto.randomUUID(),
      deviceTime: new Date().toISOString(),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MESSAGES.guardianNameAndSignatureRequired);
      return;
    }
    onSign(draft);
  };

  const title = kind === 'pickup' ? 'Pickup signature' : 'Dropoff signature';
  return (
    <Modal
      opened={stop !== null}
      onClose={onClose}
      title={stop ? `${title}: ${stop.patientName}` : title}
      size="lg"
      fullScreen={!isWide}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {stop ? (
        <Stack gap="sm">
          <Group gap="md" wrap="nowrap">
            <PatientPhoto name={stop.patientName} photoUrl={stop.photoUrl} size={88} />
            <Text fw={600} fz="lg">
              {stop.patientName}
            </Text>
          </Group>
          <Radio.Group label="Adult" value={adult} onChange={choose} withAsterisk>
            <Stack gap="xs" mt="xs">
              {stop.authorizedPickups.map((pickup) => (
                <Radio.Card key={pickup.id} value={pickup.id} p="md" radius="md" withBorder>
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <div>
                      <Text fw={600}>{pickup.name}</Text>
                      <Text fz="sm" c="dimmed">
                        {pickup.relationship} · authorized pickup
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
              <Radio.Card value={SOMEONE_ELSE} p="md" radius="md" withBorder>
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>Someone else</Text>
                    <Text fz="sm" c="dimmed">
                      Not on the authorized pickup list: a reason is required and the administrators are
                      alerted
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            </Stack>
          </Radio.Group>
          {adult === SOMEONE_ELSE ? (
            <Textarea
              label="Reason"
              withAsterisk
              autosize
              minRows={2}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
            />
          ) : null}
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label="Guardian name"
              withAsterisk
              autoComplete="off"
              value={signedBy}
              onChange={(event) => setSignedBy(event.currentTarget.value)}
            />
            <NativeSelect
              label="Relationship"
              data={[...HANDOFF_RELATIONSHIPS]}
              value={relationship}
              onChange={(event) => setRelationship(event.currentTarget.value as HandoffRelationship)}
            />
          </Group>
          <Stack gap={6}>
            <Text fz="sm" fw={500} id={signatureLabelId}>
              Signature of the adult
            </Text>
            <SignaturePadCanvas
              size={ROUTE_SIGNATURE_CANVAS}
              ref={padRef}
              onBeginStroke={() => setError(null)}
              describedBy={error ? `${signatureLabelId} ${errorId}` : signatureLabelId}
              isInvalid={error !== null}
            />
            <Group justify="flex-end">
              <Button variant="subtle" size="compact-sm" onClick={() => padRef.current?.clear()}>
                Clear
              </Button>
            </Group>
            <TypedSignature
              padRef={padRef}
              requiredMessage={MESSAGES.guardianNameAndSignatureRequired}
              onErrorChange={setError}
            />
          </Stack>
          {error ? (
            <Text fz="sm" c="red.9" fw={600} id={errorId} role="alert">
              {error}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
            <Button size="md" onClick={save}>
              Save signature
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
