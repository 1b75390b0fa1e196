import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch, apiRequest, serverMessage } from '@founder/api-client';
import {
  DATA_ROOM_LOG_PAGE,
  DATA_ROOM_PAGE,
  DATA_ROOM_PATHS,
  type CursorPage,
  type DataRoomAccessRequest,
  type DataRoomDocument,
  type DataRoomDocumentChanges,
  type DataRoomDocumentList,
  type DataRoomLink,
  type DataRoomLinkInput,
  type DataRoomUploadFields,
  type DataRoomView,
} from '@founder/contracts';
import { showToast } from '@founder/ui';
import { getPath, useRefresh } from '../../shared/query-helpers';
import { uploadFormData } from './upload-form-data';

/** Every answer of the room is under /api/documents: one refresh after any change. */
const ROOM = DATA_ROOM_PATHS.documents;

function failed(title: string) {
  return (error: unknown) => showToast({ title, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
}

export function useDataRoomDocuments(companyId: number) {
  const path = DATA_ROOM_PATHS.list(companyId, { limit: DATA_ROOM_PAGE.max });
  return useQuery({ queryKey: [path], queryFn: getPath<DataRoomDocumentList>(path) });
}

export function useDataRoomLinks(companyId: number) {
  const path = DATA_ROOM_PATHS.linksOf(companyId, { limit: DATA_ROOM_LOG_PAGE.max });
  return useQuery({ queryKey: [path], queryFn: getPath<CursorPage<DataRoomLink>>(path) });
}

export function useDataRoomViews(companyId: number) {
  const path = DATA_ROOM_PATHS.views(companyId, { limit: DATA_ROOM_LOG_PAGE.default });
  return useQuery({ queryKey: [path], queryFn: getPath<CursorPage<DataRoomView>>(path) });
}

export function useAccessRequests(companyId: number) {
  const path = DATA_ROOM_PATHS.accessRequests(companyId, { limit: DATA_ROOM_LOG_PAGE.default });
  return useQuery({ queryKey: [path], queryFn: getPath<CursorPage<DataRoomAccessRequest>>(path) });
}

export function useUploadDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ fields, file }: { fields: DataRoomUploadFields; file: File }) =>
      apiFetch<DataRoomDocument>(DATA_ROOM_PATHS.documents, { method: 'POST', body: uploadFormData(fields, file, file.name) }),
    onSuccess: (document) => {
      showToast({ title: 'Document uploaded', description: `${document.name} is in your data room.` });
      return refresh(ROOM);
    },
    onError: failed('Upload failed'),
  });
}

export function useUpdateDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: DataRoomDocumentChanges }) => apiRequest<DataRoomDocument>('PATCH', DATA_ROOM_PATHS.document(id), changes),
    onSuccess: () => refresh(ROOM),
    onError: failed('Document not changed'),
  });
}

export function useDeleteDocument() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', DATA_ROOM_PATHS.document(id)),
    onSuccess: () => {
      showToast({ title: 'Document deleted' });
      return refresh(ROOM);
    },
    onError: failed('Document not deleted'),
  });
}

export function useCreateLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: DataRoomLinkInput) => apiRequest<DataRoomLink>('POST', DATA_ROOM_PATHS.links, input),
    onSuccess: () => refresh(ROOM),
    onError: failed('Link not created'),
  });
}

export function useRevokeLink() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiRequest<null>('DELETE', DATA_ROOM_PATHS.link(id)),
    onSuccess: () => {
      showToast({ title: 'Link revoked', description: 'It no longer opens your data room.' });
      return refresh(ROOM);
    },
    onError: failed('Link not revoked'),
  });
}

/** Approve (a new link of the asked tier, its url in the answer) or deny a visitor's request. */
export function useDecideRequest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'deny' }) =>
      apiRequest<DataRoomAccessRequest>('POST', decision === 'approve' ? DATA_ROOM_PATHS.approve(id) : DATA_ROOM_PATHS.deny(id)),
    onSuccess: (request) => {
      showToast({ title: request.status === 'approved' ? 'Access approved' : 'Access denied', description: request.status === 'approved' ? `Send ${request.name} the new link.` : undefined });
      return refresh(ROOM);
    },
    onError: failed('Request not decided'),
  });
}
