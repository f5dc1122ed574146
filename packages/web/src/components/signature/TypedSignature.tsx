import { useState, type KeyboardEvent, type RefObject } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import type { SignaturePadHandle } from './SignaturePadCanvas.tsx';

/**
 * The keyboard (and screen-reader) way to sign a signature pad: "Or type your full name to sign" and
 * "Sign with typed name", which writes the name in handwriting onto the pad in its pen colour. Enter in the
 * field signs too (it never submits the surrounding form). A blank name reports the form's own
 * `requiredMessage`; a signed name clears the form's error.
 */
export function TypedSignature({
  padRef,
  requiredMessage,
  onErrorChange,
}: {
  padRef: RefObject<SignaturePadHandle | null>;
  requiredMessage: string;
  onErrorChange: (error: string | null) => void;
}) {
  const [name, setName] = useState('');

  const signWithTypedName = async () => {
    const typed = name.trim();
    if (!typed) {
      onErrorChange(requiredMessage);
      return;
    }
    await padRef.current?.signWithText(typed);
    onErrorChange(null);
  };

  const signOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void signWithTypedName();
  };

  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <TextInput
        label="Or type your full name to sign"
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        onKeyDown={signOnEnter}
        style={{ flex: '1 1 14rem' }}
      />
      <Button
        type="button"
        variant="light"
        leftSection={<IconKeyboard size={16} aria-hidden />}
        onClick={() => void signWithTypedName()}
      >
        Sign with typed name
      </Button>
    </Group>
  );
}
