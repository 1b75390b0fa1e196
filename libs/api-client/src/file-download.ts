import { ApiError } from './api-error';

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename), or null. */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed encoding: fall back to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  if (!plain) return null;
  return (plain[2] ?? plain[1]).trim() || null;
}

/**
 * Downloads an export (GET, cookies sent) and hands it to the browser under the server's file
 * name. A failed answer throws an ApiError like every other call, so the page can say why.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'include' });
  if (!response.ok) throw new ApiError(response.status, response.statusText, await response.text());
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentFileName(response.headers.get('content-disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
