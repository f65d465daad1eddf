import { DEFAULT_USER_SETTINGS } from '@apps/contracts/core/user-settings.values';
import { anyone, statuses, type MatrixRow } from './types';

const anyActive = statuses({ noRole: 200, employee: 200, manager: 200, recruiter: 200, admin: 200 });

/** A person's own settings: every active person, only their own (the routes take no person id). */
export const settingsMatrix: MatrixRow[] = [
  { route: 'GET /v1/me/settings', request: () => ({ url: '/v1/me/settings' }), expect: anyActive, policy: anyone },
  {
    route: 'PUT /v1/me/settings',
    request: () => ({ url: '/v1/me/settings', payload: { ...DEFAULT_USER_SETTINGS, theme: 'dark' } }),
    expect: anyActive,
    policy: anyone,
  },
];
