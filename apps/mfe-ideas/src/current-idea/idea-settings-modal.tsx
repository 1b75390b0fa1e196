import { Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IDEA_FIELD_LIMITS, type StartupIdea } from '@founder/contracts';
import { countryOptions, CURRENCY_OPTIONS, DETECT_FROM_DESCRIPTION } from '../shared/locale-options';
import { companyNameError, settingsChanges, settingsFormOf, type IdeaSettingsForm } from './idea-settings-form';
import { useIdeaSettings } from './use-idea-settings';

/** The header's Edit: the company name, currency and country of the idea in a small dialog; Save sends what changed. */
export function IdeaSettingsModal({ idea, opened, onClose }: { idea: StartupIdea; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Company details" centered>
      {/* Mounted while open only: each opening starts from the idea as it is now. */}
      {opened ? <SettingsForm idea={idea} onSaved={onClose} /> : null}
    </Modal>
  );
}

function SettingsForm({ idea, onSaved }: { idea: StartupIdea; onSaved: () => void }) {
  const [form, setForm] = useState<IdeaSettingsForm>(() => settingsFormOf(idea));
  const save = useIdeaSettings(idea.id);
  const changes = settingsChanges(form, idea);
  const set = (patch: Partial<IdeaSettingsForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (changes) save.mutate(changes, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Company name"
          description="How the plan, deck and model name your company"
          value={form.companyName}
          error={companyNameError(form.companyName)}
          maxLength={IDEA_FIELD_LIMITS.companyName.max}
          onChange={(event) => set({ companyName: event.currentTarget.value })}
          data-autofocus
        />
        <NativeSelect
          label="Currency"
          description="Every figure is shown in it; changing it converts nothing"
          value={form.currency}
          data={[...CURRENCY_OPTIONS]}
          onChange={(event) => set({ currency: event.currentTarget.value })}
        />
        <NativeSelect
          label="Country"
          value={form.country}
          data={[{ value: '', label: DETECT_FROM_DESCRIPTION }, ...countryOptions()]}
          onChange={(event) => set({ country: event.currentTarget.value })}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={changes === null} loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
