import { defineMessages } from 'react-intl';
import { withValues } from '../lib/i18n/intl';

/**
 * The app shell's texts in English, the source of app/locales/<language>.json. Ids start with `app.`;
 * the English texts are the spec's, verbatim.
 */
export const signInMessages = defineMessages({
  title: { id: 'app.signIn.title', defaultMessage: 'Apps' },
  subtitle: { id: 'app.signIn.subtitle', defaultMessage: 'Internal Applications Platform' },
  button: { id: 'app.signIn.button', defaultMessage: 'Sign in with Microsoft' },
  hint: { id: 'app.signIn.hint', defaultMessage: 'Use your company Microsoft account to sign in' },
  devMode: { id: 'app.signIn.devMode', defaultMessage: 'Development sign-in is on: pick any demo account.' },
});

/** The development sign-in popup (dev-sign-in.html), a signed-out page: it speaks the browser's language. */
export const devSignInMessages = defineMessages({
  noteTitle: { id: 'app.devSignIn.noteTitle', defaultMessage: 'Development sign-in.' },
  note: {
    id: 'app.devSignIn.note',
    defaultMessage: 'This server runs without Microsoft Entra ID; anyone can sign in as anyone. Production refuses this mode.',
  },
  title: { id: 'app.devSignIn.title', defaultMessage: 'Pick an account' },
  subtitle: { id: 'app.devSignIn.subtitle', defaultMessage: 'to continue to Apps' },
  accounts: { id: 'app.devSignIn.accounts', defaultMessage: 'Demo accounts' },
  loading: { id: 'app.devSignIn.loading', defaultMessage: 'Loading accounts...' },
  another: { id: 'app.devSignIn.another', defaultMessage: 'Use another account' },
  next: { id: 'app.devSignIn.next', defaultMessage: 'Next' },
  noOpener: { id: 'app.devSignIn.noOpener', defaultMessage: 'Open this page from the Apps sign-in button.' },
});

/** The Teams app's personal tab (teams-tab.html): opens the app in the browser, in the language Teams names. */
export const teamsTabMessages = defineMessages({
  hint: { id: 'app.teamsTab.hint', defaultMessage: 'Apps opens in your browser, where you are signed in.' },
  open: { id: 'app.teamsTab.open', defaultMessage: 'Open in Apps' },
});

/** The sign-in popup's redirect page (`auth-redirect.html`) while it hands Microsoft's answer to the app. */
export const authRedirectMessages = defineMessages({
  title: { id: 'app.authRedirect.title', defaultMessage: 'Signing in - Apps' },
  completing: { id: 'app.authRedirect.completing', defaultMessage: 'Completing sign-in...' },
  failed: { id: 'app.authRedirect.failed', defaultMessage: 'Sign-in could not complete. Close this window and try again.' },
});

export const headerMessages = defineMessages({
  toggleSidebar: { id: 'app.header.toggleSidebar', defaultMessage: 'Toggle sidebar' },
  home: { id: 'app.header.home', defaultMessage: 'Apps home' },
});

export const userMenuMessages = defineMessages({
  accountMenu: { id: 'app.userMenu.accountMenu', defaultMessage: 'Account menu' },
  profile: { id: 'app.userMenu.profile', defaultMessage: 'Profile' },
  settings: { id: 'app.userMenu.settings', defaultMessage: 'Settings' },
  userManagement: { id: 'app.userMenu.userManagement', defaultMessage: 'User Management' },
  auditLog: { id: 'app.userMenu.auditLog', defaultMessage: 'Audit log' },
  logout: { id: 'app.userMenu.logout', defaultMessage: 'Logout' },
});

export const sidebarMessages = {
  ...defineMessages({
    close: { id: 'app.sidebar.close', defaultMessage: 'Close sidebar' },
  }),
  ...withValues({
    navigation: { id: 'app.sidebar.navigation', defaultMessage: '{module} navigation' },
  }),
};

export const homeMessages = {
  ...defineMessages({
    title: { id: 'app.home.title', defaultMessage: 'Home' },
    choose: { id: 'app.home.choose', defaultMessage: 'Choose an application to get started.' },
    loadingPermissions: { id: 'app.home.loadingPermissions', defaultMessage: 'Loading your permissions...' },
    noAccess: { id: 'app.home.noAccess', defaultMessage: 'No access - Contact admin for permissions' },
    needAccess: { id: 'app.home.needAccess', defaultMessage: 'Need access to an application?' },
  }),
  ...withValues({
    welcome: { id: 'app.home.welcome', defaultMessage: 'Welcome, {name}' },
    noModuleAccess: { id: 'app.home.noModuleAccess', defaultMessage: "You don't have access to {module}" },
  }),
};

export const errorScreenMessages = defineMessages({
  title: { id: 'app.error.title', defaultMessage: 'Something went wrong' },
  message: { id: 'app.error.message', defaultMessage: 'An unexpected error stopped this page. Your data is safe.' },
  home: { id: 'app.error.home', defaultMessage: 'Go to Home' },
  chunkTitle: { id: 'app.error.chunkTitle', defaultMessage: 'This page could not be loaded' },
  chunkMessage: {
    id: 'app.error.chunkMessage',
    defaultMessage: 'The connection may have dropped, or the app was updated while it was open. Retry loads the page again; nothing you saved is lost.',
  },
  retry: { id: 'app.error.retry', defaultMessage: 'Retry' },
});

export const accountDeactivatedMessages = defineMessages({
  title: { id: 'app.accountDeactivated.title', defaultMessage: 'Account deactivated' },
  logout: { id: 'app.accountDeactivated.logout', defaultMessage: 'Logout' },
});

export const serverUnreachableMessages = {
  ...defineMessages({
    tryAgain: { id: 'app.serverUnreachable.tryAgain', defaultMessage: 'Try again' },
  }),
  ...withValues({
    message: { id: 'app.serverUnreachable.message', defaultMessage: 'The app could not reach the server: {error}' },
  }),
};

/** A role's name on a home tile's badge, one message per seeded role; a role without one shows its name. */
export const roleNameMessages = defineMessages({
  Admin: { id: 'app.role.admin', defaultMessage: 'Admin' },
  Manager: { id: 'app.role.manager', defaultMessage: 'Manager' },
  Employee: { id: 'app.role.employee', defaultMessage: 'Employee' },
  Recruiter: { id: 'app.role.recruiter', defaultMessage: 'Recruiter' },
});
