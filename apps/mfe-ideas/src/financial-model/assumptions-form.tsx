import { NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  CUSTOMER_MONTHS,
  EXPENSE_LINE_LABELS,
  EXPENSE_LINES,
  PERCENT_PRICED_REVENUE_TYPES,
  REVENUE_TYPE_RULES,
  REVENUE_TYPES,
  USE_OF_FUNDS_LINES,
  type CurrencyCode,
  type RevenueType,
} from '@founder/contracts';
import type { ReactNode } from 'react';
import { priceLabelOf, type ModelForm } from './model-form';

interface AssumptionsFormProps {
  form: ModelForm;
  /** The idea's: every amount is typed in it. */
  currency: CurrencyCode;
  onChange: (form: ModelForm) => void;
  /** Enter in a field generates, like the frame's Generate button. */
  onSubmit: () => void;
  /** The comments badge beside a field (`field` is its key in the form, e.g. `expenses.marketing`), or none. */
  commentsOn?: (field: string, label: string) => ReactNode;
  /** A commenter or viewer of a company idea: the figures shown, not changed. */
  readOnly?: boolean;
}

const MONTH_LABELS = { month1: 'Month 1', month6: 'Month 6', month12: 'Month 12', month24: 'Month 24', month36: 'Month 36' } as const;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Group4({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Text component="legend" fw={700} size="sm" mb={6}>
        {title}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

/** The model's assumptions, prefilled from the idea (or the stored model); numbers typed as text and parsed on Generate. */
export function AssumptionsForm({ form, currency, onChange, onSubmit, commentsOn, readOnly = false }: AssumptionsFormProps) {
  const set = (patch: Partial<ModelForm>) => onChange({ ...form, ...patch });
  const number = (field: string, label: string, value: string, update: (value: string) => void, inputMode: 'decimal' | 'numeric' = 'decimal') => {
    const comments = commentsOn?.(field, label);
    return (
      <TextInput
        key={field}
        label={label}
        value={value}
        inputMode={inputMode}
        readOnly={readOnly}
        onChange={(event) => update(event.currentTarget.value)}
        rightSection={comments}
        rightSectionWidth={comments ? 56 : undefined}
        rightSectionPointerEvents="all"
      />
    );
  };
  const rule = REVENUE_TYPE_RULES[form.type];

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="lg">
        <Stack gap={2}>
          <Title order={2} fz="xl">
            Assumptions
          </Title>
          <Text size="sm" c="dimmed">
            {readOnly
              ? 'The figures the model is generated from. The owner and editors change them.'
              : 'Prefilled from your idea with the reference figures your business plan and pitch deck use. Change any of them, then generate the model.'}
          </Text>
          {/* Enter in any field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Stack>

        <Group4 title="Revenue">
          <NativeSelect
            label="Revenue type"
            disabled={readOnly}
            value={form.type}
            data={REVENUE_TYPES.map((type) => ({ value: type, label: capitalised(type) }))}
            onChange={(event) => set({ type: event.currentTarget.value as RevenueType })}
          />
          {number('pricePoint', priceLabelOf(form, currency), form.pricePoint, (pricePoint) => set({ pricePoint }))}
          {PERCENT_PRICED_REVENUE_TYPES.includes(form.type)
            ? number('averageOrderValue', `Average order value (${currency})`, form.averageOrderValue, (averageOrderValue) => set({ averageOrderValue }))
            : null}
          {number('growthRate', 'Monthly growth after month 36 (%)', form.growthRate, (growthRate) => set({ growthRate }))}
          {number('churnRate', 'Monthly churn (%)', form.churnRate, (churnRate) => set({ churnRate }))}
        </Group4>
        <Text size="xs" c="dimmed" mt={-8}>
          Monthly revenue = {rule.rule}.
        </Text>

        <Group4 title={form.type === 'advertising' || form.type === 'freemium' ? 'Users' : 'Paying customers'}>
          {CUSTOMER_MONTHS.map((month) =>
            number(`customers.${month}`, MONTH_LABELS[month], form.customers[month], (value) => set({ customers: { ...form.customers, [month]: value } }), 'numeric'),
          )}
        </Group4>

        <Group4 title={`Monthly expenses in year 1 (${currency})`}>
          {EXPENSE_LINES.map((line) => number(`expenses.${line}`, EXPENSE_LINE_LABELS[line], form.expenses[line], (value) => set({ expenses: { ...form.expenses, [line]: value } })))}
        </Group4>

        <Group4 title="Unit economics">
          {number('cac', `CAC (${currency})`, form.cac, (cac) => set({ cac }))}
          {number('grossMargin', 'Gross margin (%)', form.grossMargin, (grossMargin) => set({ grossMargin }))}
          {number('ltv', `LTV (${currency}, blank: computed)`, form.ltv, (ltv) => set({ ltv }))}
          {number('paybackPeriod', 'Payback (months, blank: computed)', form.paybackPeriod, (paybackPeriod) => set({ paybackPeriod }))}
        </Group4>

        <Group4 title="Funding">
          {number('totalFunding', `Total funding (${currency})`, form.totalFunding, (totalFunding) => set({ totalFunding }))}
          {number('runway', 'Planned runway (months)', form.runway, (runway) => set({ runway }))}
          {USE_OF_FUNDS_LINES.map((line) =>
            number(`useOfFunds.${line}`, `${capitalised(line)} (%)`, form.useOfFunds[line], (value) => set({ useOfFunds: { ...form.useOfFunds, [line]: value } })),
          )}
        </Group4>
      </Stack>
    </Paper>
  );
}
