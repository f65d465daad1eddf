import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { applyAppearance, storedAppearance } from '../lib/theme';
import { DevSignInPage } from './dev-sign-in-page';

applyAppearance(storedAppearance(), { store: false });

createRoot(document.getElementById('dev-sign-in-root')!).render(
  <StrictMode>
    <DevSignInPage />
  </StrictMode>,
);
