import { Alert, Button, Skeleton } from '@mantine/core';
import { serverMessage } from '@founder/api-client';
import { FINANCIAL_MODEL_PARTS, IDEA_PATHS, type StartupIdea } from '@founder/contracts';
import { Icon } from '@founder/ui';
import { useState } from 'react';
import { GeneratorFrame } from '../idea-documents/generator-frame';
import { PartComments } from '../idea-documents/part-comments';
import { PartHistoryMenu } from '../idea-documents/part-history-menu';
import { useIdeaDocument } from '../idea-documents/use-idea-document';
import { UnreadableDocument, useParsedDocument } from '../idea-documents/use-parsed-document';
import { ShareControl } from '../sharing/share-control';
import { DownloadButton } from '../shared/download-button';
import { fileSlug } from '../shared/file-download';
import { AssumptionsForm } from './assumptions-form';
import { MODEL_VIEW } from './financial-model-view';
import { canGenerateModel, formOf, requestOf, type ModelForm } from './model-form';
import { ModelCurrencySelect } from './model-currency-select';
import { ModelResults } from './model-results';
import { useModelDefaults } from './use-model-defaults';
import { mayEditIdea, mayCommentOnIdea } from '../idea-documents/idea-abilities';

/** The 'Financial Modeling' tab: the assumptions, then the stored model with its scenarios, tabs, exports and share link. */
export function FinancialModelGenerator({ idea }: { idea: StartupIdea }) {
  const stored = useParsedDocument('financial-model', idea.financialModel);
  const model = stored.content;
  const editable = mayEditIdea(idea);
  const defaults = useModelDefaults(idea);
  const [edited, setEdited] = useState<ModelForm | null>(null);
  const [showAssumptions, setShowAssumptions] = useState(false);
  const { frame, start } = useIdeaDocument(MODEL_VIEW, idea, { onChanged: () => setShowAssumptions(false) });
  const form = edited ?? (model ? formOf(model.inputs) : defaults.data ? formOf(defaults.data) : null);
  const canGenerate = form !== null && canGenerateModel(form, frame.pending);
  const generate = () => {
    if (form && canGenerate) start(requestOf(form, idea));
  };
  const slug = fileSlug(idea.ideaTitle);

  return (
    <GeneratorFrame
      {...frame}
      onGenerate={generate}
      canGenerate={canGenerate}
      summary="Customers, revenue, costs, cash and unit economics from your assumptions"
      parts={[{ status: model ? 'generated' : 'draft' }]}
      editing={false}
      actions={
        editable ? (
          <>
            <ModelCurrencySelect idea={idea} />
            {model ? (
              <Button size="md" variant="light" leftSection={<Icon name="edit" size={16} />} onClick={() => setShowAssumptions((shown) => !shown)}>
                {showAssumptions ? 'Hide assumptions' : 'Edit assumptions'}
              </Button>
            ) : null}
          </>
        ) : model && !idea.isDemo ? (
          <Button size="md" variant="light" onClick={() => setShowAssumptions((shown) => !shown)}>
            {showAssumptions ? 'Hide assumptions' : 'Show assumptions'}
          </Button>
        ) : null
      }
      footer={
        model ? (
          <>
            <DownloadButton path={IDEA_PATHS.documentExport(idea.id, 'financial-model', 'csv')} fileName={`${slug}-financial-model.csv`} label="Export CSV" />
            <DownloadButton path={IDEA_PATHS.documentExport(idea.id, 'financial-model', 'xlsx')} fileName={`${slug}-financial-model.xlsx`} label="Export XLSX" />
            <DownloadButton path={IDEA_PATHS.documentExport(idea.id, 'financial-model', 'pdf')} fileName={`${slug}-financial-model.pdf`} label="Download PDF" />
            {editable ? <ShareControl ideaId={idea.id} kind="financial-model" /> : null}
            {editable ? <PartHistoryMenu view={MODEL_VIEW} idea={idea} parts={FINANCIAL_MODEL_PARTS} /> : null}
          </>
        ) : null
      }
    >
      {!idea.isDemo && (!model || showAssumptions) ? (
        form ? (
          <AssumptionsForm
            form={form}
            currency={idea.currency}
            onChange={setEdited}
            onSubmit={generate}
            readOnly={!editable}
            commentsOn={(field, label) => <PartComments compact ideaId={idea.id} part={`financial-model:${field}`} label={label} canComment={mayCommentOnIdea(idea)} />}
          />
        ) : defaults.isError ? (
          <Alert color="red" radius="md" title="The starting assumptions could not be loaded">
            {serverMessage(defaults.error) ?? 'Please try again.'}
          </Alert>
        ) : (
          <Skeleton height={420} radius="lg" />
        )
      ) : null}
      {model ? <ModelResults model={model} currency={idea.currency} /> : stored.problem !== null ? <UnreadableDocument label={MODEL_VIEW.label} problem={stored.problem} /> : null}
    </GeneratorFrame>
  );
}
