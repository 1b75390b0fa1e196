import { Button, Menu } from '@mantine/core';
import type { IdeaDocumentKind, IdeaDocumentTypes, StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { useState } from 'react';
import type { DocumentView } from './document-view';
import { PartHistory } from './part-history';

type Part<Kind extends IdeaDocumentKind> = { id: IdeaDocumentTypes[Kind]['partId']; title: string };

/**
 * History for a document shown as a whole (market research, financial model) rather than part by
 * part: a menu of its parts, each opening the same PartHistory as a plan section or a slide.
 */
export function PartHistoryMenu<Kind extends IdeaDocumentKind>({ view, idea, parts }: { view: DocumentView<Kind>; idea: StartupIdea; parts: ReadonlyArray<Part<Kind>> }) {
  const [open, setOpen] = useState<Part<Kind> | null>(null);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<Icon name="clock" size={16} />}>
            History
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {parts.map((part) => (
            <Menu.Item key={part.title} onClick={() => setOpen(part)}>
              {part.title}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <PartHistory view={view} idea={idea} part={open} onClose={() => setOpen(null)} />
    </>
  );
}
