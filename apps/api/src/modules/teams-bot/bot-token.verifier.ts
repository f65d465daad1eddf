import { decodeProtectedHeader, importJWK, jwtVerify, type JWK } from 'jose';

/** The issuer of the tokens the Bot Connector (Azure Bot Service) sends with every activity. */
export const BOT_FRAMEWORK_ISSUER = 'https://api.botframework.com';

/** How long the Bot Connector's OpenID metadata and keys are kept before they are read again (Microsoft: at least daily). */
const KEYS_TTL_MS = 24 * 60 * 60 * 1000;

/** An unknown `kid` reads the keys again (a rotation), but not more often than this. */
const REFETCH_MIN_MS = 5 * 60 * 1000;

/** A Bot Framework signing key: a JWK with the channels it is endorsed for. */
type BotJwk = JWK & { kid?: string; endorsements?: string[] };

/** A request that does not prove it comes from the Bot Connector for this bot (answered 401). */
export class BotAuthError extends Error {
  override name = 'BotAuthError';
}

/** What a verified token and its activity agree on. */
export interface VerifiedBotRequest {
  serviceUrl: string;
}

export interface BotTokenVerifier {
  /**
   * Checks the `Authorization` header of an incoming activity as the Bot Framework SDKs do ("Authentication
   * with the Bot Connector API", connector to bot): a `Bearer` JWT signed with RS256 by a key of the
   * Bot Connector's OpenID metadata (`jwks_uri`), the key endorsed for the activity's channel when it
   * lists endorsements, issuer `https://api.botframework.com`, audience the bot's app id, within `nbf`/`exp`
   * (five minutes of clock skew), and its `serviceUrl` claim equal to the activity's (so the bot's
   * answers and tokens go only where the Bot Connector said).
   * @throws BotAuthError for anything else (no header, another scheme, a bad signature, another audience).
   */
  verify(authorization: string | undefined, activity: { channelId?: string | undefined; serviceUrl?: string | undefined }): Promise<VerifiedBotRequest>;
}

/**
 * A verifier of the Bot Connector's tokens for bot `appId`, reading the metadata at `openIdMetadataUrl`
 * (`https://login.botframework.com/v1/.well-known/openidconfiguration` in the public cloud) and its keys,
 * kept for a day; an unknown `kid` reads them again (at most every five minutes).
 */
export function createBotTokenVerifier(options: { appId: string; openIdMetadataUrl: string; fetch?: typeof fetch }): BotTokenVerifier {
  const fetchImpl = options.fetch ?? fetch;
  let keys: { list: BotJwk[]; readAt: number } | null = null;
  let reading: Promise<BotJwk[]> | null = null;

  const readKeys = async (): Promise<BotJwk[]> => {
    const metadataAnswer = await fetchImpl(options.openIdMetadataUrl, { signal: AbortSignal.timeout(10_000) });
    if (!metadataAnswer.ok) throw new Error(`Bot Connector OpenID metadata: HTTP ${metadataAnswer.status}`);
    const metadata = (await metadataAnswer.json()) as { jwks_uri?: string };
    if (!metadata.jwks_uri) throw new Error('Bot Connector OpenID metadata has no jwks_uri');
    const keysAnswer = await fetchImpl(metadata.jwks_uri, { signal: AbortSignal.timeout(10_000) });
    if (!keysAnswer.ok) throw new Error(`Bot Connector keys: HTTP ${keysAnswer.status}`);
    const list = ((await keysAnswer.json()) as { keys?: BotJwk[] }).keys ?? [];
    keys = { list, readAt: Date.now() };
    return list;
  };
  // One read at a time: a burst of activities after a restart reads the keys once.
  const currentKeys = (force: boolean): Promise<BotJwk[]> => {
    const fresh = keys && Date.now() - keys.readAt < (force ? REFETCH_MIN_MS : KEYS_TTL_MS);
    if (fresh) return Promise.resolve(keys!.list);
    reading ??= readKeys().finally(() => {
      reading = null;
    });
    return reading;
  };

  return {
    async verify(authorization, activity) {
      const token = /^Bearer ([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+)$/.exec(authorization?.trim() ?? '')?.[1];
      if (!token) throw new BotAuthError(authorization ? 'not a Bearer token' : 'no Authorization header');
      let kid: string | undefined;
      try {
        kid = decodeProtectedHeader(token).kid;
      } catch {
        throw new BotAuthError('not a JWT');
      }
      if (!kid) throw new BotAuthError('the token names no key');
      let key = (await currentKeys(false)).find((candidate) => candidate.kid === kid);
      key ??= (await currentKeys(true)).find((candidate) => candidate.kid === kid);
      if (!key) throw new BotAuthError('the token is signed with an unknown key');
      // A key that lists the channels it signs for must list this activity's (Bot Framework "endorsements").
      if (key.endorsements && !(activity.channelId && key.endorsements.includes(activity.channelId))) {
        throw new BotAuthError(`the key is not endorsed for channel ${activity.channelId ?? '(none)'}`);
      }
      let payload: Record<string, unknown>;
      try {
        const publicKey = await importJWK({ ...key, alg: 'RS256' }, 'RS256');
        ({ payload } = await jwtVerify(token, publicKey, {
          algorithms: ['RS256'],
          issuer: BOT_FRAMEWORK_ISSUER,
          audience: options.appId,
          clockTolerance: 300,
          requiredClaims: ['exp'],
        }));
      } catch (error) {
        throw new BotAuthError(error instanceof Error ? error.message : 'the token does not verify');
      }
      const serviceUrl = typeof payload.serviceUrl === 'string' ? payload.serviceUrl : undefined;
      if (!serviceUrl || serviceUrl !== activity.serviceUrl) throw new BotAuthError('the serviceUrl claim does not match the activity');
      return { serviceUrl };
    },
  };
}
