import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { CONTACT_METHODS, LOOKING_FOR_OPTIONS, NETWORKING_STAGES, type NetworkingProfile } from '@founder/contracts';
import { useFormFields } from '../hooks/use-form-fields';
import { useSaveProfile } from '../hooks/use-networking';
import { FormCard } from './form-card';
import { profileFormErrors, profileToForm, toProfileRequest, type ProfileFormValues } from '../utils/profile-form';

const LOOKING_FOR_LABELS = { mentor: 'A mentor', cofounder: 'A co-founder', advisor: 'An advisor', customer: 'Customers' } as const;

/** Create or edit the signed-in founder's networking profile. */
export function ProfileForm({ profile, onDone }: { profile: NetworkingProfile | null; onDone: () => void }) {
  const { values, set, text, check } = useFormFields<ProfileFormValues>(() => profileToForm(profile));
  const save = useSaveProfile();

  const submit = () => {
    if (check(profileFormErrors(values))) save.mutate(toProfileRequest(values), { onSuccess: onDone });
  };

  return (
    <FormCard
      title={profile ? 'Edit your networking profile' : 'Create your networking profile'}
      label="Networking profile"
      submitLabel="Save profile"
      pendingLabel="Saving..."
      pending={save.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Textarea label="Bio" autosize minRows={3} {...text('bio')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="Skills" description="Separated by commas" {...text('skills')} />
        <TextInput label="Interests" description="Separated by commas" {...text('interests')} />
        <TextInput label="Industries" description="Separated by commas" {...text('industries')} />
      </SimpleGrid>
      <Stack gap={6} role="group" aria-label="Looking for">
        <Title order={3} size="h6">
          Looking for
        </Title>
        <Group>
          {LOOKING_FOR_OPTIONS.map((option) => (
            <Checkbox
              key={option}
              label={LOOKING_FOR_LABELS[option]}
              checked={values.lookingFor.includes(option)}
              onChange={(event) =>
                set('lookingFor', event.currentTarget.checked ? [...values.lookingFor, option] : values.lookingFor.filter((item) => item !== option))
              }
            />
          ))}
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NativeSelect label="Stage" data={[{ value: '', label: 'Not set' }, ...NETWORKING_STAGES]} {...text('stage')} />
        <TextInput label="Location" {...text('location')} />
        <TextInput label="Timezone" placeholder="Europe/Berlin" {...text('timezone')} />
      </SimpleGrid>
      <Group>
        <Checkbox label="Available for mentoring" checked={values.availableForMentoring} onChange={(event) => set('availableForMentoring', event.currentTarget.checked)} />
        <Checkbox label="Seeking mentorship" checked={values.seekingMentorship} onChange={(event) => set('seekingMentorship', event.currentTarget.checked)} />
        <Checkbox label="Open to collaboration" checked={values.openToCollaboration} onChange={(event) => set('openToCollaboration', event.currentTarget.checked)} />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="LinkedIn URL" type="url" {...text('linkedinUrl')} />
        <TextInput label="Twitter URL" type="url" {...text('twitterUrl')} />
        <TextInput label="GitHub URL" type="url" {...text('githubUrl')} />
        <TextInput label="Website URL" type="url" {...text('websiteUrl')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect label="Preferred contact method" data={[...CONTACT_METHODS]} {...text('preferredContactMethod')} />
        <NativeSelect
          label="Visibility"
          data={[
            { value: 'public', label: 'Public: other founders can find me' },
            { value: 'private', label: 'Private: hidden from the people list' },
          ]}
          {...text('visibility')}
        />
      </SimpleGrid>
    </FormCard>
  );
}
