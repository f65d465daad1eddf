import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { DevSignInPage } from './dev-sign-in-page';

createRoot(document.getElementById('dev-sign-in-root')!).render(
  <StrictMode>
    <DevSignInPage />
  </StrictMode>,
);
