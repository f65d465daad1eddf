import SCIMMY from 'scimmy';

/** SCIM URNs the endpoint speaks (RFC 7643/7644). */
export const SCIM = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  enterprise: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  /** Our extension for attributes neither schema has (Entra: a custom attribute mapping). */
  apps: 'urn:ietf:params:scim:schemas:extension:apps:2.0:User',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
} as const;

/** The SCIM media type; `application/json` is accepted as well (RFC 7644 section 3.1). */
export const SCIM_MEDIA_TYPE = 'application/scim+json';

let configured = false;

/**
 * Configures scimmy once per process: the User resource carries the enterprise extension and our
 * `officeLocation` extension (both optional), and the service provider configuration says what this
 * endpoint supports (PATCH and filter yes; bulk, sort, ETags and password changes no).
 */
export function configureScimmy(): void {
  if (configured) return;
  configured = true;
  // scimmy's typings omit the schema-class and definition forms its documentation gives for extend().
  const extend = SCIMMY.Schemas.User.extend.bind(SCIMMY.Schemas.User) as (extension: unknown, required?: boolean) => void;
  extend(SCIMMY.Schemas.EnterpriseUser, false);
  extend(
    new SCIMMY.Types.SchemaDefinition('AppsUser', SCIM.apps, 'Person fields of the Apps platform', [
      new SCIMMY.Types.Attribute('string', 'officeLocation', { description: 'Office location, e.g. "Pune"' }),
    ]),
    false,
  );
  SCIMMY.Resources.declare(SCIMMY.Resources.User);
  SCIMMY.Config.set({
    documentationUri: undefined,
    patch: true,
    filter: { supported: true, maxResults: 200 },
    bulk: false,
    sort: false,
    etag: false,
    changePassword: false,
    authenticationSchemes: [
      {
        type: 'oauthbearertoken',
        name: 'Bearer token',
        description: 'A provisioning token created in User Management, or the server\'s SCIM_TOKEN',
      },
    ],
  });
}

/** The largest page a list answers (RFC 7644 `count`). */
export const MAX_PAGE_SIZE = 200;

export { SCIMMY };
