import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';

// The popup's redirect page (MSAL 5): hands Microsoft's answer to the app window, which closes the popup.
broadcastResponseToMainFrame().catch((error: unknown) => {
  console.error('Sign-in response could not be delivered', error);
  const status = document.getElementById('status');
  if (status) status.textContent = 'Sign-in could not complete. Close this window and try again.';
});
