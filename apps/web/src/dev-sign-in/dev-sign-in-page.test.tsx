import { screen } from '@testing-library/react';
import { RawIntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { intlFor, type Messages } from '../lib/i18n/intl';
import { renderWithProviders, stubApi } from '../test/render';
import { DevSignInPage } from './dev-sign-in-page';

// Through Vite, as the app loads catalogues: the JSON files are not part of the typed project.
const spanish = Object.values(import.meta.glob<Messages>('../app/locales/es.json', { eager: true, import: 'default' }))[0]!;

afterEach(() => vi.unstubAllGlobals());

const accounts = { devAccounts: [{ email: 'aarav.mehta@example.com', name: 'Aarav Mehta', title: 'Admin' }] };

describe('the development sign-in popup', () => {
  it('lists the demo accounts in English', async () => {
    stubApi(() => accounts);
    renderWithProviders(<DevSignInPage />);
    expect(await screen.findByText('Aarav Mehta')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pick an account' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Demo accounts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it("speaks the browser's language, the note and the error of a page opened on its own included", async () => {
    stubApi(() => accounts);
    renderWithProviders(
      <RawIntlProvider value={intlFor('es', spanish)}>
        <DevSignInPage />
      </RawIntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Elija una cuenta' })).toBeInTheDocument();
    expect(screen.getByText(/cualquiera puede iniciar sesión/)).toBeInTheDocument();
    (await screen.findByText('Aarav Mehta')).click();
    expect(await screen.findByRole('alert')).toHaveTextContent('Abra esta página desde el botón de inicio de sesión de Apps.');
  });
});
