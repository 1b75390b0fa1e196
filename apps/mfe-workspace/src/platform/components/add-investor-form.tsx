import { Button, Checkbox, Group, MultiSelect, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { COMPANY_INDUSTRIES, INVESTOR_LIMITS, INVESTOR_STAGES, INVESTOR_TYPES, type Company, type NewInvestorRequest } from '@founder/contracts';
import { useCreateInvestor } from '../hooks/use-investors';
import { newInvestorRequest, type InvestorFormValues } from '../rules/investor-form';

const EMPTY: Omit<InvestorFormValues, 'industries'> = { name: '', firm: '', type: 'Angel', location: '', stages: [], checkSizeMin: '', checkSizeMax: '', focusAreas: '', warmIntro: false };

/** 'Add investor': an investor the founder knows, seen only by them and scored like the others. */
export function AddInvestorForm({ company }: { company: Company }) {
  const [values, setValues] = useState<InvestorFormValues>({ ...EMPTY, industries: [company.industry] });
  const create = useCreateInvestor();
  const request: NewInvestorRequest | null = newInvestorRequest(values);
  const set = <K extends keyof InvestorFormValues>(key: K, value: InvestorFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request) create.mutate(request, { onSuccess: () => setValues({ ...EMPTY, industries: [company.industry] }) });
  };
  return (
    <form onSubmit={submit} aria-label="Add investor">
      <Stack>
        <Text size="sm" c="dimmed">
          Add an investor you know: you and your company&apos;s members see it, it is scored for your company like the others, and you can track it in your pipeline.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" required maxLength={INVESTOR_LIMITS.name.max} value={values.name} onChange={(event) => set('name', event.currentTarget.value)} />
          <TextInput label="Firm" required maxLength={INVESTOR_LIMITS.firm.max} value={values.firm} onChange={(event) => set('firm', event.currentTarget.value)} />
          <NativeSelect label="Investor type" data={[...INVESTOR_TYPES]} value={values.type} onChange={(event) => set('type', event.currentTarget.value as InvestorFormValues['type'])} />
          <TextInput label="Location" required maxLength={INVESTOR_LIMITS.location.max} value={values.location} onChange={(event) => set('location', event.currentTarget.value)} />
          <NumberInput label="Smallest check (USD)" required min={0} max={INVESTOR_LIMITS.checkSize} thousandSeparator="," allowDecimal={false} value={values.checkSizeMin} onChange={(value) => set('checkSizeMin', value)} />
          <NumberInput label="Largest check (USD)" required min={0} max={INVESTOR_LIMITS.checkSize} thousandSeparator="," allowDecimal={false} value={values.checkSizeMax} onChange={(value) => set('checkSizeMax', value)} />
        </SimpleGrid>
        <MultiSelect label="Industries" required data={[...COMPANY_INDUSTRIES]} value={values.industries} onChange={(industries) => set('industries', industries as InvestorFormValues['industries'])} searchable />
        <Checkbox.Group label="Stages" withAsterisk value={values.stages} onChange={(stages) => set('stages', stages as InvestorFormValues['stages'])}>
          <Group mt={4}>
            {INVESTOR_STAGES.map((stage) => (
              <Checkbox key={stage} value={stage} label={stage} />
            ))}
          </Group>
        </Checkbox.Group>
        <TextInput label="Focus areas" description="Separated by commas" value={values.focusAreas} onChange={(event) => set('focusAreas', event.currentTarget.value)} />
        <Checkbox label="I can get a warm introduction" checked={values.warmIntro} onChange={(event) => set('warmIntro', event.currentTarget.checked)} />
        <Button type="submit" w="fit-content" disabled={!request} loading={create.isPending}>
          Add investor
        </Button>
      </Stack>
    </form>
  );
}
