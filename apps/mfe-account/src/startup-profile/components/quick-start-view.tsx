import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { STARTUP_PROFILE_INDUSTRIES, STARTUP_PROFILE_TEXT_LIMITS, VISION_MIN_LENGTH } from '@founder/contracts';
import { Icon, showToast } from '@founder/ui';
import type { ProfileDraft } from '../domain/profile-draft';
import { applySuggestions } from '../domain/profile-draft';
import { extractFromVision, FALLBACK_PROBLEM, FALLBACK_SOLUTION } from '../domain/vision-extraction';
import { AI_ANALYSIS_COMPLETE_TOAST, MORE_DETAILS_NEEDED_TOAST } from '../startup-profile-toasts';
import { ProfileFieldInput } from './profile-field-input';

interface QuickStartViewProps {
  draft: ProfileDraft;
  onChange: (draft: ProfileDraft) => void;
  onContinue: () => void;
  saving: boolean;
  /** The title of the idea the draft was prefilled from, if any. */
  prefilledFrom: string | null;
}

/** Phase 1 (spec sections 2 and 5): the vision, optional quick details and the extraction. */
export function QuickStartView({ draft, onChange, onContinue, saving, prefilledFrom }: QuickStartViewProps) {
  const [analysed, setAnalysed] = useState(draft.suggestedCompanyName !== '');
  const visionLength = draft.startupVision.trim().length;
  const longEnough = visionLength >= VISION_MIN_LENGTH;

  const analyse = () => {
    if (!longEnough) {
      showToast(MORE_DETAILS_NEEDED_TOAST);
      return;
    }
    onChange(applySuggestions(draft, extractFromVision(draft.startupVision)));
    setAnalysed(true);
    showToast(AI_ANALYSIS_COMPLETE_TOAST);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="md">
          <Title order={2} fz="h3">
            Describe your startup vision
          </Title>
          {prefilledFrom ? (
            <Alert color="blue" radius="md" icon={<Icon name="bulb" size={18} />}>
              We started from your idea “{prefilledFrom}”. Change anything before you continue.
            </Alert>
          ) : null}
          <Textarea
            label="Your vision"
            description={`At least ${VISION_MIN_LENGTH} characters: what you build, for whom, and why it matters.`}
            placeholder="FitFuel is an app that plans meals for amateur athletes. Athletes struggle to eat well while training..."
            value={draft.startupVision}
            maxLength={STARTUP_PROFILE_TEXT_LIMITS.startupVision}
            onChange={(event) => onChange({ ...draft, startupVision: event.currentTarget.value })}
            autosize
            minRows={5}
            maxRows={14}
          />
          <Text size="xs" c={longEnough ? 'green' : 'dimmed'}>
            {visionLength} characters
          </Text>
          <Title order={3} fz="md">
            Quick details (optional)
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <ProfileFieldInput definition={{ field: 'companyName', label: 'Company name' }} value={draft.companyName} onChange={(companyName) => onChange({ ...draft, companyName })} />
            <ProfileFieldInput
              definition={{ field: 'industry', label: 'Industry', options: STARTUP_PROFILE_INDUSTRIES }}
              value={draft.industry}
              onChange={(industry) => onChange({ ...draft, industry })}
            />
          </SimpleGrid>
          <Group>
            <Button variant="light" leftSection={<Icon name="sparkles" size={18} />} onClick={analyse}>
              Generate Profile with AI
            </Button>
          </Group>
        </Stack>
      </Paper>

      {analysed ? (
        <Paper withBorder radius="lg" p="lg" aria-labelledby="ai-suggestions">
          <Stack gap="sm">
            <Title order={2} fz="h4" id="ai-suggestions">
              What the AI found in your vision
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Suggestion label="Company name" value={draft.suggestedCompanyName} />
              <Suggestion label="Industry" value={draft.suggestedIndustry} />
              <Suggestion label="Problem" value={draft.suggestedProblem} missing={draft.suggestedProblem === FALLBACK_PROBLEM} />
              <Suggestion label="Solution" value={draft.suggestedSolution} missing={draft.suggestedSolution === FALLBACK_SOLUTION} />
            </SimpleGrid>
          </Stack>
        </Paper>
      ) : null}

      <Group justify="flex-end">
        <Button onClick={onContinue} disabled={!longEnough || saving} rightSection={<Icon name="arrowRight" size={18} />}>
          Continue to Guided Setup
        </Button>
      </Group>
    </Stack>
  );
}

/** One finding; a fallback (the spec's 'Identified from your vision description') is said for what it is: nothing was found. */
function Suggestion({ label, value, missing = false }: { label: string; value: string; missing?: boolean }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={missing ? 400 : 500} c={missing ? 'dimmed' : undefined} data-testid={`suggested-${label.toLowerCase().replace(' ', '-')}`}>
        {missing ? `No ${label.toLowerCase()} sentence found in your vision: you can write it in Guided Setup.` : value}
      </Text>
    </div>
  );
}
