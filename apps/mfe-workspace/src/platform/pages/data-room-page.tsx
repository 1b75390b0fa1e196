import { Alert, Loader, Stack } from '@mantine/core';
import { serverMessage } from '@founder/api-client';
import { roleMay } from '@founder/contracts';
import { AccessManagement } from '../data-room/access-management';
import { DocumentCard } from '../data-room/document-card';
import { DocumentsByCategory } from '../data-room/documents-by-category';
import { SummaryTiles } from '../data-room/summary-tiles';
import { UploadForm } from '../data-room/upload-form';
import { useDataRoomDocuments } from '../data-room/use-data-room';
import { StepPage } from '../components/step-page';
import { usePlatformCompany } from '../hooks/platform-company';

export default function DataRoomPage() {
  const company = usePlatformCompany();
  const documents = useDataRoomDocuments(company.id);
  const editable = roleMay(company.role, 'edit');
  if (documents.isPending) return <Loader aria-label="Loading the data room" />;
  if (documents.error) {
    return (
      <Alert color="red" title="The data room could not be loaded">
        {serverMessage(documents.error) ?? 'Please try again.'}
      </Alert>
    );
  }
  const { items, summary } = documents.data;
  return (
    <Stack gap="lg">
      <SummaryTiles summary={summary} />
      <StepPage
        description={editable ? 'The documents investors and partners ask for, in one place: upload them, mark their status, and share a tracked view link.' : 'The documents investors and partners ask for, in one place. Your role lets you read them; the owner and editors upload and share.'}
        tabs={[
          {
            label: 'Document Overview',
            content: (
              <Stack gap="sm">
                {editable ? <UploadForm companyId={company.id} /> : null}
                {items.map((document) => (
                  <DocumentCard key={document.id} document={document} role={company.role} />
                ))}
              </Stack>
            ),
          },
          { label: 'By Category', content: <DocumentsByCategory documents={items} role={company.role} /> },
          { label: 'Access Management', content: <AccessManagement companyId={company.id} documents={items} editable={editable} /> },
        ]}
      />
    </Stack>
  );
}
