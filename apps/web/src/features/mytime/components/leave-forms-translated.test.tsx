import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RawIntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { intlFor, type Messages } from '../../../lib/i18n/intl';
import { renderWithProviders } from '../../../test/render';
import { LeaveRequestForm } from './leave-request-form';
import { RejectDialog } from './reject-dialog';

// The catalogues as the app reads them (JSON outside the TypeScript project): MyTime's and the shared components' (dialog, spinner).
const catalogues = import.meta.glob<Messages>(['../locales/*.json', '../../../components/locales/*.json'], { eager: true, import: 'default' });
const catalogue = (language: string): Messages => ({ ...catalogues[`../../../components/locales/${language}.json`], ...catalogues[`../locales/${language}.json`] });

vi.mock('react-hot-toast', () => ({ default: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), dismiss: vi.fn() }) }));

describe('the leave and rejection forms in the page language', () => {
  it('asks for the required fields of a leave request in Spanish', async () => {
    renderWithProviders(
      <RawIntlProvider value={intlFor('es', catalogue('es'))}>
        <LeaveRequestForm employeeId="e1" onDone={() => {}} />
      </RawIntlProvider>,
    );
    expect(screen.getByLabelText(/Tipo de permiso/)).toHaveValue('CasualLeave');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    await vi.waitFor(() => expect(screen.getByLabelText(/Motivo/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Complete todos los campos obligatorios']);
  });

  it('refuses a blank rejection reason in French', async () => {
    const onReject = vi.fn();
    render(
      <RawIntlProvider value={intlFor('fr', catalogue('fr'))}>
        <RejectDialog title="Refuser" isLoading={false} onReject={onReject} onClose={() => {}} />
      </RawIntlProvider>,
    );
    await userEvent.type(await screen.findByLabelText(/Motif/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText('Veuillez indiquer le motif du refus')).toBeInTheDocument();
    expect(onReject).not.toHaveBeenCalled();
  });
});
