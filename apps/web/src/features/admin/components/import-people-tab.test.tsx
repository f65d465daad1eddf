import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserImportResult } from '@apps/contracts/core/user-import';
import { renderWithProviders, stubApi } from '../../../test/render';
import { ADMIN_TEXTS } from '../texts';
import { ImportPeopleTab } from './import-people-tab';

const T = ADMIN_TEXTS.importPeople;
const CSV = 'email,name,managerEmail\nnew@x.example,New Person,lead@x.example\nlead@x.example,,\n';

function resultOf(dryRun: boolean): UserImportResult {
  return {
    dryRun,
    rows: 2,
    created: 1,
    updated: 0,
    unchanged: 1,
    people: [{ line: 2, email: 'new@x.example', action: 'create', changes: { name: 'New Person', managerEmail: 'lead@x.example' } }],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Import people tab', () => {
  it('previews the file with a dry run, then imports it as text/csv on confirmation', async () => {
    const fetchMock = stubApi((url) => resultOf(url.searchParams.get('dryRun') === 'true'));
    renderWithProviders(<ImportPeopleTab />);

    await userEvent.upload(screen.getByLabelText(T.file), new File([CSV], 'people.csv', { type: 'text/csv' }));

    expect(await screen.findByRole('heading', { name: `${T.steps.preview}: ${T.summary(1, 0, 1)}` })).toHaveFocus();
    expect(screen.getByText('name: New Person · manager: lead@x.example')).toBeInTheDocument();
    const [previewUrl, previewInit] = fetchMock.mock.calls[0]!;
    expect(String(previewUrl)).toContain('/v1/users/import?dryRun=true');
    expect(previewInit?.body).toBe(CSV);
    expect((previewInit?.headers as Record<string, string>)['Content-Type']).toBe('text/csv');
    expect(screen.getByRole('progressbar', { name: T.progress })).toHaveAttribute('value', '3');

    await userEvent.click(screen.getByRole('button', { name: T.confirm(1) }));

    expect(await screen.findByRole('heading', { name: `${T.steps.done}: ${T.summary(1, 0, 1)}` })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[1]![0])).not.toContain('dryRun');
    expect(screen.queryByRole('button', { name: T.confirm(1) })).not.toBeInTheDocument();
  });

  it('lists every error with its line and offers no import', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        new Response(
          JSON.stringify({
            success: false,
            data: null,
            error: 'The file has errors; nothing was imported',
            validationErrors: { 'line 3': ['email: must be a valid e-mail address'], 'line 5': ['email: the same person is on line 4'] },
            traceId: 't',
            timestamp: new Date().toISOString(),
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
      ),
    );
    renderWithProviders(<ImportPeopleTab />);

    await userEvent.upload(screen.getByLabelText(T.file), new File([CSV], 'people.csv', { type: 'text/csv' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.errorsTitle(2));
    expect(alert).toHaveTextContent('Line 3: email: must be a valid e-mail address');
    expect(alert).toHaveTextContent('Line 5: email: the same person is on line 4');
    expect(screen.queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.chooseAnother }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows the roles a line adds in the preview', async () => {
    stubApi(() => ({
      ...resultOf(true),
      people: [{ line: 2, email: 'new@x.example', action: 'create', changes: { name: 'New Person', roles: ['Employee.mytime', 'Manager.grow'] } }],
    }));
    renderWithProviders(<ImportPeopleTab />);
    expect(screen.getByText(T.rolesHelp)).toBeInTheDocument();

    await userEvent.upload(screen.getByLabelText(T.file), new File(['email,name,roles\nnew@x.example,New Person,Employee.mytime;Manager.grow\n'], 'people.csv', { type: 'text/csv' }));

    expect(await screen.findByText('name: New Person · roles: Employee.mytime, Manager.grow')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB without sending it', async () => {
    const fetchMock = stubApi(() => null);
    renderWithProviders(<ImportPeopleTab />);
    const big = new File(['x'], 'big.csv', { type: 'text/csv' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });

    await userEvent.upload(screen.getByLabelText(T.file), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(T.tooLarge);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
