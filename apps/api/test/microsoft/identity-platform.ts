/**
 * The OpenID configuration the Microsoft identity platform publishes for a tenant
 * (`{authority}/{tenant}/v2.0/.well-known/openid-configuration`), as the stand-ins answer it: msal-node
 * reads its token endpoint there.
 */
export function openIdConfiguration(base: string, tenantPath: string) {
  return {
    issuer: `${base}${tenantPath}/v2.0`,
    authorization_endpoint: `${base}${tenantPath}/oauth2/v2.0/authorize`,
    token_endpoint: `${base}${tenantPath}/oauth2/v2.0/token`,
    end_session_endpoint: `${base}${tenantPath}/oauth2/v2.0/logout`,
    jwks_uri: `${base}${tenantPath}/discovery/v2.0/keys`,
    response_types_supported: ['code', 'id_token', 'code id_token', 'id_token token'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'private_key_jwt', 'client_secret_basic'],
  };
}
