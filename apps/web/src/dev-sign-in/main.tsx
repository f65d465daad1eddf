import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { I18nProvider, loadLanguage } from '../app/i18n/i18n-provider';
import { DevSignInPage } from './dev-sign-in-page';

// Signed out, the popup speaks the browser's language; its catalogues load before the first render
// (without them it speaks English).
void loadLanguage().then(() =>
  createRoot(document.getElementById('dev-sign-in-root')!).render(
    <StrictMode>
      <I18nProvider>
        <DevSignInPage />
      </I18nProvider>
    </StrictMode>,
  ),
);
