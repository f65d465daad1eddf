import { screen, within } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { intlFor, type Messages } from '../../../lib/i18n/intl';
import { renderWithProviders, stubApi } from '../../../test/render';
import { aUser } from '../../../test/fixtures';
import { ManageRolesTab } from './manage-roles-tab';

const aarav = aUser({ id: 'u1', email: 'aarav@company.example', name: 'Aarav Mehta' });
const meera = aUser({ id: 'u2', email: 'meera@company.example', name: 'Meera Joshi' });
const admin = { id: 'r1', name: 'Admin', description: null };
const assignment = { id: 'a1', userId: 'u1', roleId: 'r1', module: 'all', role: admin } as unknown as UserRole;

/** This feature's Spanish catalogue (read through Vite: the web project's types do not list JSON files). */
const spanishCatalogue = Object.values(import.meta.glob<Messages>('../locales/es.json', { eager: true, import: 'default' }))[0]!;

beforeEach(() => {
  stubApi((url) => (url.pathname.endsWith('/role-defaults') ? { items: [] } : []));
});

describe('ManageRolesTab in Spanish', () => {
  it('speaks Spanish, role names included, while the role chosen keeps its id', async () => {
    renderWithProviders(
      <RawIntlProvider value={intlFor('es', spanishCatalogue)}>
        <ManageRolesTab users={[aarav, meera]} roles={[admin]} assignments={[assignment]} />
      </RawIntlProvider>,
    );
    const form = await screen.findByRole('form', { name: 'Asignación rápida de rol' });
    expect(screen.getByRole('heading', { name: 'Asignaciones de roles' })).toBeInTheDocument();
    expect(await screen.findByText('Sin roles predeterminados: las personas nuevas empiezan sin acceso.')).toBeInTheDocument();
    expect(screen.getByTestId('user-roles-meera@company.example')).toHaveTextContent('Aún no tiene roles asignados');
    const chips = within(screen.getByRole('list', { name: 'Roles de Aarav Mehta' }));
    expect(chips.getByText('Administrador')).toBeInTheDocument();
    expect(chips.getByText('· Todos los módulos')).toBeInTheDocument();
    expect(chips.getByRole('button', { name: 'Quitar Administrador en Todos los módulos a Aarav Mehta' })).toBeInTheDocument();
    expect(within(form).getByRole('option', { name: 'Administrador' })).toHaveValue('r1');
  });
});
