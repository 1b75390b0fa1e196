import { Button, Divider, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { IDEA_FIELD_LIMITS, type StartupIdea } from '@founder/contracts';
import { countryOptions, CURRENCY_OPTIONS, DETECT_FROM_DESCRIPTION } from '../shared/locale-options';
import { companyNameError, settingsChanges, settingsFormOf, type IdeaSettingsForm } from './idea-settings-form';
import { useIdeaSettings } from './use-idea-settings';
import { useCompaniesToMoveInto, useMoveToCompany } from './use-move-to-company';

/** The header's Edit: the company name, currency and country of the idea in a small dialog; Save sends what changed. */
export function IdeaSettingsModal({ idea, opened, onClose }: { idea: StartupIdea; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Company details" centered>
      {/* Mounted while open only: each opening starts from the idea as it is now. */}
      {opened ? <SettingsForm idea={idea} onSaved={onClose} /> : null}
      {opened && idea.role === null && !idea.isDemo ? <MoveToCompany idea={idea} onMoved={onClose} /> : null}
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

/** A personal idea joins one of the founder's companies, so its team works on it (issue 32); there is no way back. */
function MoveToCompany({ idea, onMoved }: { idea: StartupIdea; onMoved: () => void }) {
  const companies = useCompaniesToMoveInto();
  const move = useMoveToCompany(idea.id);
  const [companyId, setCompanyId] = useState('');
  const chosen = companies.data?.find((company) => String(company.id) === companyId);
  if (!companies.data || companies.data.length === 0) return null;
  return (
    <Stack gap="xs" mt="lg">
      <Divider />
      <NativeSelect
        label="Move into a company"
        description="Its team then sees and works on this idea and its documents. An idea stays in the company it joins."
        value={companyId}
        data={[{ value: '', label: 'Keep it personal' }, ...companies.data.map((company) => ({ value: String(company.id), label: company.companyName }))]}
        onChange={(event) => setCompanyId(event.currentTarget.value)}
      />
      {chosen ? <Text size="sm">{`${chosen.companyName}'s owner becomes the idea's owner.`}</Text> : null}
      <Group justify="flex-end">
        <Button variant="light" disabled={!chosen} loading={move.isPending} onClick={() => chosen && move.mutate(chosen, { onSuccess: onMoved })}>
          Move
        </Button>
      </Group>
    </Stack>
  );
}
