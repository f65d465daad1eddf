import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EXPORT_TEXTS } from '../export-texts';
import { defaultExportRange, ExportButton, formatBytes } from './export-button';

const T = EXPORT_TEXTS;

afterEach(() => vi.unstubAllGlobals());

/** A streamed CSV answer in two chunks; the test releases the second. */
function streamedCsv() {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(new TextEncoder().encode('Person,E-mail\r\n'.repeat(100)));
      await gate;
      controller.enqueue(new TextEncoder().encode('Ann,ann@example.com\r\n'));
      controller.close();
    },
  });
  return { release, response: new Response(body, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="mytime-my-timesheets-x.csv"' } }) };
}

describe('Export button', () => {
  it('downloads the caller\'s export with the chosen range and format, showing the bytes received', async () => {
    const { release, response } = streamedCsv();
    const fetch = vi.fn(async () => response);
    vi.stubGlobal('fetch', fetch);
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<ExportButton employeeId="me-1" />);

    await userEvent.click(screen.getByRole('button', { name: T.export }));
    await userEvent.click(screen.getByLabelText('XLSX'));
    await userEvent.click(screen.getByRole('button', { name: T.download }));
    expect(await screen.findByText(T.received(formatBytes(1500)))).toBeInTheDocument();
    release();
    await vi.waitFor(() => expect(click).toHaveBeenCalled());

    const url = new URL(String(fetch.mock.calls[0]![0 as never]));
    const range = defaultExportRange();
    expect(url.pathname).toBe('/v1/mytime/exports/timesheets');
    expect(Object.fromEntries(url.searchParams)).toEqual({ format: 'xlsx', from: range.from, to: range.to, employeeId: 'me-1' });
    expect(created).toHaveBeenCalled();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the server\'s refusal and its field errors in an alert', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(
      { success: false, data: null, error: 'Validation failed', validationErrors: { to: ['Must be on or after from'] }, traceId: 't', timestamp: 'x' },
      { status: 400 },
    )));
    renderWithProviders(<ExportButton label={T.exportTeam} allowSummary />);
    await userEvent.click(screen.getByRole('button', { name: T.exportTeam }));
    await userEvent.selectOptions(screen.getByLabelText(T.content), 'summary');
    await userEvent.click(screen.getByRole('button', { name: T.download }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${T.failed} Validation failed Must be on or after from`);
  });

  it('defaults to the current week and the four before it', () => {
    expect(defaultExportRange('2026-11-23')).toEqual({ from: '2026-10-25', to: '2026-11-28' });
  });
});
