/**
 * Where an uploaded file goes inside a founder's export zip: under its folder, prefixed with its row
 * id (two files may share a name), its own name stripped of folders and of anything a zip tool
 * could take for a path ('..', separators, control characters).
 */
export function exportFilePath(folder: string, id: number, fileName: string | null): string {
  const base = (fileName ?? '').split(/[/\\]/).pop() ?? '';
  const safe = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/^\.+/, '').trim();
  return `${folder}/${id}${safe ? `-${safe}` : ''}`;
}
