/** Texts of "Request access" and "Contact Admin" (home tiles and the no-access message). */
export const ACCESS_TEXTS = {
  requestAccess: 'Request access',
  requestAccessTo: (moduleName: string) => `Request access to ${moduleName}`,
  requested: 'Access requested',
  sent: (moduleName: string) => `Your request for ${moduleName} was sent to the administrators`,
  failed: (message: string) => `Could not request access: ${message}`,
  contactAdmin: 'Contact Admin',
} as const;
