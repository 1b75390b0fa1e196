import { PageShell } from '@founder/ui';

/** The page of '/submit-idea'. */
export default function SubmitIdeaPage() {
  return (
    <PageShell
      title="Submit Your Idea"
      description="Describe your startup idea in four short steps and get an AI analysis: a validation score, SWOT, feasibility, market potential and next steps."
    />
  );
}
