import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import type { Project } from '@apps/contracts/mytime/project';
import { aTimesheet } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { intlFor, type Messages } from '../../../lib/i18n/intl';
import { WeekGrid } from './week-grid';

// Read as the app reads it (a JSON catalogue outside the TypeScript project).
const frenchCatalogue = Object.values(import.meta.glob<Messages>('../locales/fr.json', { eager: true, import: 'default' }))[0]!;

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

const P1 = '11111111-1111-4111-8111-111111111111';
const project = {
  id: P1,
  name: 'Atlas',
  code: 'ATL',
  clientName: 'Acme',
  billingType: 'T&M',
  status: 'Active',
  startDate: '2020-01-01',
  endDate: null,
  projectManagerId: 'm',
  projectManagerName: 'M',
} as Project;

// Week of Sunday 2020-01-05, a Draft with one row on Monday.
const sheet = aTimesheet({
  entries: [{ id: 'e1', date: '2020-01-06', projectId: P1, projectName: 'Atlas', taskDescription: 'Build', hours: 8, category: 'CodeReview', isBillable: false }],
});

function renderInFrench() {
  renderWithProviders(
    <RawIntlProvider value={intlFor('fr', frenchCatalogue)}>
      <WeekGrid timesheet={sheet} projects={[project]} />
    </RawIntlProvider>,
  );
}

describe('WeekGrid in French', () => {
  it('speaks the catalogue’s French: title, buttons, row labels and totals', () => {
    renderInFrench();
    expect(screen.getByRole('heading', { name: 'Grille de la semaine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Copier les lignes de la semaine dernière/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer la semaine' })).toBeDisabled();
    // The category and billable labels of a row, and the cell's name built from them.
    expect(screen.getByText('Build · Revue de code · Non facturable')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox', { name: /^Atlas · Build · Revue de code · Non facturable, .*, heures$/ })).toHaveLength(7);
    expect(screen.getByText('Total du jour')).toBeInTheDocument();
    expect(screen.queryByText('Week grid')).not.toBeInTheDocument();
  });

  it('says what is wrong with typed hours, and how many cells changed, in French', async () => {
    const user = userEvent.setup();
    renderInFrench();
    const monday = document.getElementById('grid-cell-0-1') as HTMLInputElement;
    await user.clear(monday);
    await user.keyboard('2.25');
    expect(monday).toHaveAccessibleDescription('Les heures doivent être par pas de 0,5');
    expect(screen.getByText('1 cellule modifiée')).toBeInTheDocument();
  });
});
