import { createContext, useContext } from 'react';
import type { AuthConfig } from '@apps/contracts/core/auth';
import type { AuthClient } from './auth-client';

export interface AuthContextValue {
  client: AuthClient;
  config: AuthConfig;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The identity client and server auth configuration. */
export function useAuthClient(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuthClient must be used inside AuthProvider');
  return value;
}
