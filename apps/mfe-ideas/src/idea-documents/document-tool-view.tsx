import type { ComponentType } from 'react';
import type { IdeaDocumentKind, SharedIdeaView, StartupIdea } from '@founder/contracts';
import { IdeaToolView, type IdeaToolViewProps } from '../current-idea/idea-tool-view';
import { SharedIdeaPage } from '../sharing/shared-idea-page';

interface DocumentToolParts {
  /** The generator of the selected idea. */
  Generator: ComponentType<{ idea: StartupIdea }>;
  /** The read-only document of a ?share=<token> link. */
  Shared: ComponentType<{ view: SharedIdeaView }>;
}

/**
 * What a document kind's page shows for a selected idea or a shared link: the default export of
 * its `<kind>-tool.tsx`, which the page loads only then.
 */
export function documentToolView(kind: IdeaDocumentKind, { Generator, Shared }: DocumentToolParts): ComponentType<IdeaToolViewProps> {
  return function DocumentToolView(props: IdeaToolViewProps) {
    return (
      <IdeaToolView
        {...props}
        tool={kind}
        generator={(idea) => <Generator idea={idea} />}
        shared={(token) => (
          <SharedIdeaPage token={token} kind={kind}>
            {(view) => <Shared view={view} />}
          </SharedIdeaPage>
        )}
      />
    );
  };
}
