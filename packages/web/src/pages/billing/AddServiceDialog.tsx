import { useState } from 'react';
import { Button, Checkbox, Group, Modal, NumberInput, Select, Stack, TagsInput, Text } from '@mantine/core';
import {
  CLAIM_QUANTITY,
  MESSAGES,
  formatDollars,
  isBillableDiagnosisCode,
  lineTotalCents,
  normalizeDiagnosisCode,
  type BillingCatalogue,
  type BillingModifier,
  type ClaimServiceInput,
} from '@carenest/core';

/** What the sub-dialog gives back: the line as sent, and what the claim form shows of it. */
export interface ChosenService {
  input: ClaimServiceInput & { modifiers: BillingModifier[] };
  code: string;
  description: string;
  totalCents: number;
}

/**
 * Add Service: a service of the catalogue (grouped by category, with its price), the quantity (1-10), the
 * modifiers that service allows (none offered when it allows none) and one to four diagnosis codes (the
 * catalogue's suggested, any billable ICD-10-CM code of the child's chart typed); the line's total shown as
 * quantity × unit price.
 */
export function AddServiceDialog({
  isOpen,
  catalogue,
  onAdd,
  onClose,
}: {
  isOpen: boolean;
  catalogue: BillingCatalogue;
  onAdd: (service: ChosenService) => void;
  onClose: () => void;
}) {
  const [serviceId, setServiceId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [modifiers, setModifiers] = useState<BillingModifier[]>([]);
  const [diagnosisCodes, setDiagnosisCodes] = useState<string[]>([]);
  const [errors, setErrors] = useState<Partial<Record<'service' | 'quantity' | 'diagnosis', string>>>({});
  const service = catalogue.services.find((candidate) => candidate.id === serviceId);
  const descriptions = new Map(catalogue.diagnosisCodes.map((entry) => [entry.code, entry.description]));
  const units = typeof quantity === 'number' ? quantity : Number.NaN;

  const reset = () => {
    setServiceId(null);
    setQuantity(1);
    setModifiers([]);
    setDiagnosisCodes([]);
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const add = () => {
    const found = {
      service: service ? undefined : MESSAGES.claimServiceRequired,
      quantity:
        Number.isInteger(units) && units >= CLAIM_QUANTITY.minimum && units <= CLAIM_QUANTITY.maximum
          ? undefined
          : MESSAGES.claimQuantityRange,
      diagnosis:
        diagnosisCodes.length === 0
          ? MESSAGES.claimDiagnosisRequired
          : diagnosisCodes.every(isBillableDiagnosisCode)
            ? undefined
            : MESSAGES.claimDiagnosisInvalid,
    };
    setErrors(found);
    if (!service || found.quantity || found.diagnosis) return;
    onAdd({
      input: { serviceId: service.id, quantity: units, modifiers, diagnosisCodes },
      code: service.code,
      description: service.description,
      totalCents: lineTotalCents({ quantity: units, unitPriceCents: service.unitPriceCents }),
    });
    reset();
  };

  const groups = [...new Set(catalogue.services.map((candidate) => candidate.category))].map((category) => ({
    group: category,
    items: catalogue.services
      .filter((candidate) => candidate.category === category)
      .map((candidate) => ({
        value: candidate.id,
        label: `${candidate.code} ${candidate.description} (${formatDollars(candidate.unitPriceCents)})`,
      })),
  }));

  return (
    <Modal opened={isOpen} onClose={close} title="Add Service" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Select
          label="Service"
          placeholder="Choose a service"
          data={groups}
          value={serviceId}
          onChange={(value) => {
            setServiceId(value);
            setModifiers([]);
          }}
          searchable
          required
          error={errors.service}
        />
        <NumberInput
          label="Quantity"
          min={CLAIM_QUANTITY.minimum}
          max={CLAIM_QUANTITY.maximum}
          value={quantity}
          onChange={setQuantity}
          allowDecimal={false}
          required
          error={errors.quantity}
        />
        {service && service.allowedModifiers.length > 0 ? (
          <Checkbox.Group
            label="Modifiers"
            value={modifiers}
            onChange={(values) => setModifiers(values as BillingModifier[])}
          >
            <Group mt={4}>
              {service.allowedModifiers.map((modifier) => (
                <Checkbox key={modifier} value={modifier} label={modifier} />
              ))}
            </Group>
          </Checkbox.Group>
        ) : service ? (
          <Text fz="sm" c="dimmed">
            This service takes no modifiers.
          </Text>
        ) : null}
        <TagsInput
          label="Diagnosis codes"
          description="Choose or type the child's ICD-10-CM codes"
          placeholder={diagnosisCodes.length === 0 ? 'Choose or type one or more' : undefined}
          data={catalogue.diagnosisCodes.map((entry) => entry.code)}
          renderOption={({ option }) => `${option.value} ${descriptions.get(option.value) ?? ''}`.trim()}
          value={diagnosisCodes}
          onChange={(values) => setDiagnosisCodes(values.map(normalizeDiagnosisCode))}
          maxTags={4}
          required
          error={errors.diagnosis}
        />
        {service && Number.isInteger(units) ? (
          <Text fz="sm">
            Line total:{' '}
            <strong>
              {formatDollars(lineTotalCents({ quantity: units, unitPriceCents: service.unitPriceCents }))}
            </strong>
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={add}>Add Service</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
