import { Stack, Text } from '@mantine/core';
import { IdeaToolLink } from '../components/idea-tool-link';
import { ModuleLinks } from '../components/module-links';
import { StepPage } from '../components/step-page';
import { usePlatformCompany } from '../hooks/platform-company';
import { PITCH_DECK_PATH } from '../rules/tool-links';

export default function PitchBuilderPage() {
  const company = usePlatformCompany();
  return (
    <StepPage
      description="Your ten-slide investor deck, written from your idea, editable slide by slide, exportable as PDF or PowerPoint."
      tabs={[
        {
          label: 'Pitch Deck',
          content: (
            <Stack>
              <Text size="sm">The deck opens on the idea linked to {company.companyName}.</Text>
              <IdeaToolLink company={company} path={PITCH_DECK_PATH} label="Open your pitch deck" />
              <ModuleLinks company={company} ids={['pitch-deck']} />
            </Stack>
          ),
        },
      ]}
    />
  );
}
