import { useState, type Ref } from 'react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input with a keyboard-reachable show/hide toggle whose name says what it will do
 * ("Show password" / "Hide password"). Takes every PasswordInput prop, including react-hook-form's
 * `register` output (React 19 passes `ref` as a prop).
 */
export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <PasswordInput
      visible={isVisible}
      onVisibilityChange={setIsVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': isVisible ? 'Hide password' : 'Show password',
        'aria-pressed': isVisible,
      }}
      {...props}
    />
  );
}
