import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RawIntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@apps/contracts/core/role';
import { AuthContext } from '../lib/auth/auth-context';
import { useAuthStore } from '../lib/auth/auth-store';
import { intlFor, setActiveIntl, type Messages } from '../lib/i18n/intl';
import { apiRequest } from '../lib/api-client';
import { renderWithProviders, stubApi } from '../test/render';
import { loadMessages } from './i18n/catalogues';
import { Header } from './layout/header';
import { routeTitleMessage, useRouteDocumentTitle } from './layout/route-title';
import { Sidebar } from './layout/sidebar';
import { HomePage } from './routes/home';

const config = { mode: 'dev' as const, clientId: null, authority: null, apiScope: null, adminContactEmail: 'it@company.example', devAccounts: [] };
const client = { mode: 'dev' as const, login: async () => ({ username: '', homeAccountId: '', name: null }), logout: async () => {}, getAccessToken: async () => null, getProfilePhoto: async () => null };
const manager: UserRole = { id: 'ur', userId: 'u', roleId: 'r', module: 'mytime', role: { id: 'r', name: 'Manager', description: null } };

let spanish: Messages;
beforeAll(async () => {
  spanish = await loadMessages('es');
});

/** `ui` in Spanish, with every catalogue of the app merged, as the app's language provider gives it. */
function inSpanish(ui: ReactElement) {
  return (
    <RawIntlProvider value={intlFor('es', spanish)}>
      <AuthContext.Provider value={{ client, config }}>{ui}</AuthContext.Provider>
    </RawIntlProvider>
  );
}

beforeEach(() => {
  stubApi((url) => (url.pathname.endsWith('/access-requests/mine') ? [] : { emails: [] }));
  useAuthStore.setState({
    isAuthenticated: true,
    azureAccount: { username: 'sam@company.example', homeAccountId: 'h', name: null },
    user: { id: 'u', email: 'sam@company.example', azureId: 'a', name: null, avatarUrl: null, isActive: true, managerId: null, jobTitle: null, department: null, officeLocation: null, createdAt: '2026-01-01T00:00:00.000Z' },
    userRoles: [manager],
    delegators: [],
    isLoadingRoles: false,
  });
});

afterEach(() => {
  setActiveIntl(intlFor('en'));
  vi.unstubAllGlobals();
});

describe('the app shell in Spanish', () => {
  it('greets on home, describes the tiles and names the locked ones in Spanish; module names stay', () => {
    renderWithProviders(inSpanish(<HomePage />));
    expect(screen.getByRole('heading', { name: 'Le damos la bienvenida, sam@company.example' })).toBeInTheDocument();
    const mytime = screen.getByTestId('tile-mytime');
    expect(within(mytime).getByRole('heading', { name: 'MyTime' })).toBeInTheDocument();
    expect(within(mytime).getByText('facturación de horas y gestión de ausencias')).toBeInTheDocument();
    expect(within(mytime).getByText('Responsable')).toBeInTheDocument();
    expect(within(screen.getByTestId('tile-grow')).getByText('Sin acceso: contacte con el administrador para obtener permisos')).toBeInTheDocument();
    expect(screen.getByText('¿Necesita acceso a una aplicación?')).toBeInTheDocument();
  });

  it('labels the header and the account menu in Spanish', async () => {
    renderWithProviders(inSpanish(<Header onToggleSidebar={() => {}} />));
    expect(screen.getByRole('button', { name: 'Mostrar u ocultar la barra lateral' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inicio de Apps' })).toHaveAttribute('href', '/');
    screen.getByRole('button', { name: /Menú de la cuenta/ }).click();
    expect(await screen.findByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Perfil' })).toBeInTheDocument();
  });

  it("reads the sidebar's items from the module manifests in Spanish", () => {
    renderWithProviders(inSpanish(<Sidebar moduleId="mytime" collapsed={false} mobileOpen={false} onCloseMobile={() => {}} />), { path: '/mytime/dashboard' });
    const nav = screen.getByRole('navigation', { name: 'Navegación de MyTime' });
    expect([...nav.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Panel', 'Partes de horas', 'Ausencias', 'Proyectos', 'Aprobaciones', 'Calendario del equipo']);
  });

  it('titles the tab with the screen of the manifest in Spanish', () => {
    function Shell() {
      useRouteDocumentTitle('MyTime', 'mytime');
      return <Outlet />;
    }
    const router = createMemoryRouter([{ element: <Shell />, children: [{ path: '/mytime/timesheet', element: <p>sheet</p>, handle: { title: 'Timesheets' } }] }], {
      initialEntries: ['/mytime/timesheet'],
    });
    render(inSpanish(<RouterProvider router={router} />));
    expect(document.title).toBe('Partes de horas · MyTime · Apps');
  });

  it("makes the API client's messages in the page's language when the error happens", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    setActiveIntl(intlFor('es', spanish));
    await expect(apiRequest('GET', '/anything')).rejects.toThrow('Error de red. Compruebe su conexión.');
    setActiveIntl(intlFor('en'));
    await expect(apiRequest('GET', '/anything')).rejects.toThrow('Network error. Please check your connection.');
  });
});

describe('tab titles outside the modules', () => {
  it('names Home and the account menu screens in Spanish, from their English route titles', () => {
    expect(routeTitleMessage([{ handle: { title: 'Settings' } }], null)).toMatchObject({ id: 'app.userMenu.settings' });
    expect(routeTitleMessage([{ handle: { title: 'User Management' } }], null)).toMatchObject({ id: 'app.userMenu.userManagement' });
    expect(intlFor('es', spanish).formatMessage(routeTitleMessage([{ handle: { title: 'Home' } }], null)!)).toBe('Inicio');
    expect(routeTitleMessage([{ handle: { title: 'Something else' } }], null)).toBeNull();
  });
});
