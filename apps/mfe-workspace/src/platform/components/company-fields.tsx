import { NativeSelect, Textarea, TextInput } from '@mantine/core';
import {
  COMPANY_FIELD_LIMITS,
  COMPANY_INDUSTRIES,
  COMPANY_STAGES,
  COMPANY_TEAM_SIZES,
  COMPANY_THEME_LABELS,
  COMPANY_THEMES,
} from '@founder/contracts';
import type { OnboardingValues } from '../rules/onboarding';

const choose = (label: string) => [{ value: '', label: `Select ${label.toLowerCase()}`, disabled: true }];
const L = COMPANY_FIELD_LIMITS;

interface CompanyFieldProps {
  field: keyof OnboardingValues;
  values: OnboardingValues;
  onChange: (field: keyof OnboardingValues, value: string) => void;
}

/** One onboarding field, labelled, required (with its asterisk), bounded as the server bounds it. */
export function CompanyField({ field, values, onChange }: CompanyFieldProps) {
  const common = { required: true, value: values[field] };
  const text = (event: { currentTarget: { value: string } }) => onChange(field, event.currentTarget.value);
  switch (field) {
    case 'companyName':
      return <TextInput {...common} label="Company Name" placeholder="Your company's name" maxLength={L.companyName.max} onChange={text} />;
    case 'description':
      return (
        <Textarea
          {...common}
          label="Description"
          description={`What the company does, in at least ${L.description.min} characters`}
          autosize
          minRows={3}
          maxLength={L.description.max}
          onChange={text}
        />
      );
    case 'industry':
      return <NativeSelect {...common} label="Industry" data={[...choose('industry'), ...COMPANY_INDUSTRIES]} onChange={text} />;
    case 'stage':
      return <NativeSelect {...common} label="Stage" data={[...choose('stage'), ...COMPANY_STAGES]} onChange={text} />;
    case 'teamSize':
      return <NativeSelect {...common} label="Team Size" data={[...choose('team size'), ...COMPANY_TEAM_SIZES]} onChange={text} />;
    case 'location':
      return <TextInput {...common} label="Location" placeholder="City, country" maxLength={L.location.max} onChange={text} />;
    case 'theme':
      return <NativeSelect {...common} label="Theme" data={COMPANY_THEMES.map((theme) => ({ value: theme, label: COMPANY_THEME_LABELS[theme] }))} onChange={text} />;
  }
}

/** The optional logo: PNG or JPG up to 5 MB (the server checks the bytes). */
export function LogoInput({ onChange }: { onChange: (file: File | null) => void }) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 }}>
      <span style={{ fontWeight: 500 }}>Logo (optional, PNG or JPG up to 5MB)</span>
      <input type="file" accept="image/png,image/jpeg" onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)} />
    </label>
  );
}
