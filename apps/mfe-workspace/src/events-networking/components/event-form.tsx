import { Checkbox, NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { EVENT_CATEGORIES, EVENT_TYPES } from '@founder/contracts';
import { useCreateEvent } from '../hooks/use-events';
import { useFormFields } from '../hooks/use-form-fields';
import { FormCard } from './form-card';
import { EVENT_CATEGORY_LABELS, EVENT_TYPE_LABELS } from '../utils/event-display';
import { EMPTY_EVENT_FORM, eventFormErrors, toCreateEventRequest, type EventFormValues } from '../utils/event-form';

/** Create an event; the signed-in founder is its organizer. */
export function EventForm({ onDone }: { onDone: () => void }) {
  const { values, set, text, check } = useFormFields<EventFormValues>(EMPTY_EVENT_FORM);
  const create = useCreateEvent();

  const submit = () => {
    if (check(eventFormErrors(values, new Date()))) create.mutate(toCreateEventRequest(values), { onSuccess: onDone });
  };

  return (
    <FormCard
      title="Create an event"
      label="Create an event"
      submitLabel="Create event"
      pendingLabel="Creating..."
      pending={create.isPending}
      onSubmit={submit}
      onCancel={onDone}
    >
      <TextInput label="Title" required {...text('title')} />
      <Textarea label="Description" autosize minRows={3} {...text('description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect label="Type" data={EVENT_TYPES.map((type) => ({ value: type, label: EVENT_TYPE_LABELS[type] }))} {...text('type')} />
        <NativeSelect
          label="Category"
          data={EVENT_CATEGORIES.map((category) => ({ value: category, label: EVENT_CATEGORY_LABELS[category] }))}
          {...text('category')}
        />
        <TextInput label="Starts" type="datetime-local" required {...text('startDate')} />
        <TextInput label="Ends" type="datetime-local" {...text('endDate')} />
      </SimpleGrid>
      <Checkbox label="Virtual event" checked={values.isVirtual} onChange={(event) => set('isVirtual', event.currentTarget.checked)} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Location" {...text('location')} />
        {values.isVirtual ? <TextInput label="Virtual link" type="url" {...text('virtualLink')} /> : null}
        <TextInput label="Seats" description="Leave empty for no limit" inputMode="numeric" {...text('maxAttendees')} />
        <TextInput label="Price (USD)" description="0.00 shows as Free" {...text('price')} />
      </SimpleGrid>
      <TextInput label="Tags" description="Separated by commas" {...text('tags')} />
      <TextInput label="Benefits" description="Separated by commas" {...text('benefits')} />
    </FormCard>
  );
}
