import { PageShell } from '@founder/ui';

/** The page of '/platform'. */
export default function PlatformPage() {
  return (
    <PageShell
      title="Platform Workspace"
      description="Set up your company, then work through ten steps, from business strategy and product development to funding and launch, with the data room and AI tools beside them."
    />
  );
}
