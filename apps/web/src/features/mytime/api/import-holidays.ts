import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolidayImportResult } from '@apps/contracts/mytime/holiday';
import { api } from '../../../lib/api-client';
import { mytimeKeys } from './keys';

/** What one import sends: the file's text, its kind, the calendar (null: default), the year, and whether only to preview. */
export interface HolidayImportInput {
  text: string;
  fileName: string;
  officeLocation: string | null;
  year: number;
  dryRun: boolean;
}

/** An `.ics` file (or iCalendar text) goes as `text/calendar`, anything else as `text/csv`. */
export function mediaTypeOf(fileName: string, text: string): 'text/calendar' | 'text/csv' {
  return /\.(ics|ical|ifb|icalendar)$/i.test(fileName) || /^\uFEFF?BEGIN:VCALENDAR/i.test(text.trimStart()) ? 'text/calendar' : 'text/csv';
}

/** `POST /v1/mytime/holidays/import` (Admin on mytime or all): replaces a calendar's year; `dryRun` previews. */
export function importHolidays(input: HolidayImportInput): Promise<HolidayImportResult> {
  return api.post<HolidayImportResult>('/mytime/holidays/import', input.text, {
    contentType: mediaTypeOf(input.fileName, input.text),
    query: { year: input.year, dryRun: input.dryRun, officeLocation: input.officeLocation ?? undefined },
  });
}

export function useImportHolidays() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importHolidays,
    onSuccess: (result) =>
      result.dryRun ? undefined : Promise.all([queryClient.invalidateQueries({ queryKey: mytimeKeys.holidays() }), queryClient.invalidateQueries({ queryKey: mytimeKeys.leaves() })]),
  });
}
