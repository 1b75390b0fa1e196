import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormCardProps {
  title: string;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/** A titled form in a card with Cancel and a submit button that is disabled while pending. Fields are checked by the form's own rules (noValidate). */
export function FormCard({ title, label, submitLabel, pendingLabel, pending, onSubmit, onCancel, children }: FormCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper withBorder radius="md" p="lg" component="form" noValidate onSubmit={submit} aria-label={label}>
      <Stack>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
