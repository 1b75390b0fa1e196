import { Stack } from '@mantine/core';
import { WORKSPACE_TOOLS, workspaceTool, type Company, type ProgressStep, type WorkspaceToolId } from '@founder/contracts';
import { ToolCard } from './tool-card';

/** The AI tools of one step, or the named ones. */
export function StepTools({ company, step, only }: { company: Company; step?: ProgressStep; only?: readonly WorkspaceToolId[] }) {
  const tools = only ? only.map(workspaceTool) : WORKSPACE_TOOLS.filter((tool) => tool.step === step);
  return (
    <Stack gap="md">
      {tools.map((tool) => (
        <ToolCard key={tool.id} company={company} kind={tool.id} toolKind={tool.kind} name={tool.name} description={tool.description} />
      ))}
    </Stack>
  );
}
