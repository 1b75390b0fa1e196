import { Alert, Loader, Stack } from '@mantine/core';
import { serverMessage } from '@founder/api-client';
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
        description="The documents investors and partners ask for, in one place: upload them, mark their status, and share a tracked view link."
        tabs={[
          {
            label: 'Document Overview',
            content: (
              <Stack gap="sm">
                <UploadForm companyId={company.id} />
                {items.map((document) => (
                  <DocumentCard key={document.id} document={document} />
                ))}
              </Stack>
            ),
          },
          { label: 'By Category', content: <DocumentsByCategory documents={items} /> },
          { label: 'Access Management', content: <AccessManagement companyId={company.id} documents={items} /> },
        ]}
      />
    </Stack>
  );
}
