import type { DownloadedFile } from './api-client';

/**
 * Hands a file to the browser as a download named `fileName` (a link to an object URL, clicked; the URL
 * is released a second later, once the browser has started saving).
 */
export function saveFile(file: Pick<DownloadedFile, 'blob' | 'fileName'>): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
