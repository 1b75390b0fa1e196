import type { DataRoomUploadFields } from '@founder/contracts';

/** Multipart body of an upload: the metadata fields first (the server reads them before the file), blank ones left out, then the file. */
export function uploadFormData(fields: DataRoomUploadFields, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') form.append(name, String(value));
  form.append('file', file, fileName);
  return form;
}
