import { Button, Group, Stack } from '@mantine/core';
import type { BusinessPlanContent, SharedIdeaView } from '@founder/contracts';
import { PrintOnly } from '../shared/print-only';
import { PlanDocument } from './plan-document';
import { planSectionsOf } from './plan-sections';
import { Icon } from '@founder/ui';

/** The read-only plan behind a share link: the full document, printable. */
export function SharedBusinessPlan({ view }: { view: SharedIdeaView }) {
  const { idea } = view;
  const sections = planSectionsOf({ businessPlan: (idea.businessPlan ?? null) as BusinessPlanContent | null, businessPlanStatus: null });
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <Button variant="default" leftSection={<Icon name="printer" size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <PlanDocument ideaTitle={idea.ideaTitle} industry={idea.industry} stage={idea.stage} sections={sections} />
      <PrintOnly>
        <PlanDocument ideaTitle={idea.ideaTitle} industry={idea.industry} stage={idea.stage} sections={sections} framed={false} />
      </PrintOnly>
    </Stack>
  );
}
