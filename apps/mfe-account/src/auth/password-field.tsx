import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';

type PasswordFieldProps = Omit<PasswordInputProps, 'visible' | 'onVisibilityChange' | 'label'> & { label: string };

/**
 * A password input with a show/hide button that a keyboard reaches and a screen reader names
 * after the field ('Show password', 'Hide confirm password').
 */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const name = props.label.toLowerCase();
  return (
    <PasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `${visible ? 'Hide' : 'Show'} ${name}` }}
    />
  );
}
