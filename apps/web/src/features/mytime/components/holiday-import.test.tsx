import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HolidayImportResult } from '@apps/contracts/mytime/holiday';
import { renderWithProviders } from '../../../test/render';
import { LEAVE_CONTEXT_TEXTS } from '../leave-texts';
import { MYTIME_TEXTS } from '../texts';
import { HolidayImport } from './holiday-import';

// Importing replaces a year of a calendar: the preview (what is added, changed and removed) is a
// required step, and Import asks for confirmation naming those counts before anything changes.

const H = MYTIME_TEXTS.holidays;
const I = LEAVE_CONTEXT_TEXTS.holidayImport;

const RESULT = (dryRun: boolean): HolidayImportResult => ({
  officeLocation: 'Pune',
  year: 2027,
  dryRun,
  removed: 2,
  holidays: [
    { date: '2027-01-26', name: 'Republic Day' },
    { date: '2027-08-15', name: 'Independence Day (observed)' },
    { date: '2027-12-25', name: 'Christmas' },
  ],
  changes: {
    added: [{ date: '2027-12-25', name: 'Christmas' }],
    changed: [{ date: '2027-08-15', before: 'Independence Day', after: 'Independence Day (observed)' }],
    removed: [{ date: '2027-10-02', name: 'Gandhi Jayanti' }],
  },
});

function serve() {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input));
      queries.push(url.search);
      const dryRun = url.searchParams.get('dryRun') === 'true';
      return Response.json({ success: true, data: RESULT(dryRun), error: null, validationErrors: null, traceId: 't', timestamp: '2026-11-23T00:00:00.000Z' });
    }),
  );
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

async function chooseFile() {
  const file = new File(['date,name\n2027-01-26,Republic Day\n'], 'pune-2027.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText(H.chooseFile), file);
}

describe('holiday import: preview first, then confirm', () => {
  it('keeps Import disabled until a preview, which lists what is added, changed and removed', async () => {
    const queries = serve();
    renderWithProviders(<HolidayImport officeLocation="Pune" year={2027} />);
    await chooseFile();
    expect(screen.getByRole('button', { name: new RegExp(H.apply) })).toBeDisabled();
    expect(await screen.findByText(I.previewFirst)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: H.preview }));
    const preview = await screen.findByTestId('holiday-import-preview');
    expect(preview).toHaveTextContent(I.summary(1, 1, 1));
    expect(within(preview).getByTestId('holiday-import-added')).toHaveTextContent('Dec 25, 2027 · Christmas');
    expect(within(preview).getByTestId('holiday-import-changed')).toHaveTextContent('Aug 15, 2027 · Independence Day → Independence Day (observed)');
    expect(within(preview).getByTestId('holiday-import-removed')).toHaveTextContent('Oct 2, 2027 · Gandhi Jayanti');
    expect(queries).toEqual([expect.stringContaining('dryRun=true')]);
    expect(screen.getByRole('button', { name: new RegExp(H.apply) })).toBeEnabled();
  });

  it('asks for confirmation before replacing the year; Cancel changes nothing', async () => {
    const success = vi.spyOn(toast, 'success');
    const queries = serve();
    renderWithProviders(<HolidayImport officeLocation="Pune" year={2027} />);
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: H.preview }));
    await screen.findByTestId('holiday-import-preview');

    await userEvent.click(screen.getByRole('button', { name: new RegExp(H.apply) }));
    let dialog = await screen.findByRole('dialog', { name: I.confirmTitle });
    expect(dialog).toHaveTextContent(I.confirmMessage('Pune', 2027, 1, 1, 1));
    await userEvent.click(within(dialog).getByRole('button', { name: I.cancel }));
    expect(queries).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: new RegExp(H.apply) }));
    dialog = await screen.findByRole('dialog', { name: I.confirmTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: I.confirm }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith(H.imported(3)));
    expect(queries[1]).toContain('dryRun=false');
  });

  it('asks for a new preview when another file is chosen', async () => {
    serve();
    renderWithProviders(<HolidayImport officeLocation={null} year={2027} />);
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: H.preview }));
    await screen.findByTestId('holiday-import-preview');
    await chooseFile();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: new RegExp(H.apply) })).toBeDisabled());
    expect(screen.queryByTestId('holiday-import-preview')).toBeNull();
  });
});
