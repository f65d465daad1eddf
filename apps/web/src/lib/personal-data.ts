import type { PersonalData } from '@apps/contracts/core/personal-data';
import { api } from './api-client';
import { saveFile } from './save-file';

/** `GET /v1/users/{id}/personal-data`: everything held about a person (the person, or Admin on all). */
export function getPersonalData(userId: string): Promise<PersonalData> {
  return api.get<PersonalData>(`/users/${userId}/personal-data`);
}

/** The file name of a saved export: `personal-data-<id>-<YYYY-MM-DD>.json` (`exportedAt`'s UTC date). */
export function personalDataFileName(userId: string, exportedAt: string): string {
  return `personal-data-${userId}-${exportedAt.slice(0, 10)}.json`;
}

/**
 * Reads a person's personal data and hands it to the browser as a JSON file (indented, UTF-8), the
 * document with `exportedAt` (ISO 8601, when it was read) first.
 * @throws ApiError when the read is refused or fails (403 for someone else's data without Admin on all).
 */
export async function downloadPersonalData(userId: string, now: Date = new Date()): Promise<void> {
  const data = await getPersonalData(userId);
  const exportedAt = now.toISOString();
  const blob = new Blob([JSON.stringify({ exportedAt, ...data }, null, 2)], { type: 'application/json' });
  saveFile({ blob, fileName: personalDataFileName(userId, exportedAt) });
}
