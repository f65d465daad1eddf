import { ConfidentialClientApplication } from '@azure/msal-node';
import type { AppConfig } from '../../config';
import { GraphError, httpsRequest, microsoftAgent, networkModule, retryAfterMs, type HttpsOptions } from '../microsoft/graph-client.service';

/** The configured Teams bot (`AppConfig.bot` when set). */
export type BotConfig = NonNullable<AppConfig['bot']>;

/** The scope of the bot's tokens for the Bot Connector service. */
const BOT_CONNECTOR_SCOPE = 'https://api.botframework.com/.default';

/** Where a message goes: the conversation's service URL (from the Bot Connector) and id. */
export interface ConversationAddress {
  serviceUrl: string;
  conversationId: string;
}

/** The bot's calls to the Bot Connector REST API (v3) as the bot's app. */
export interface BotConnectorClient {
  /**
   * `POST {serviceUrl}/v3/conversations/{conversationId}/activities`: sends a message.
   * @returns the id of the message (to update it later).
   * @throws GraphError for any status >= 400 (with `Retry-After`), or with status null when unreachable or slow.
   */
  send(address: ConversationAddress, activity: Record<string, unknown>): Promise<string>;
  /**
   * `PUT {serviceUrl}/v3/conversations/{conversationId}/activities/{activityId}`: replaces a message (an updated card).
   * @throws as `send`.
   */
  update(address: ConversationAddress & { activityId: string }, activity: Record<string, unknown>): Promise<void>;
  close(): void;
}

/** `{serviceUrl}/v3/conversations/{id}/activities`, the service URL with or without its trailing slash. */
const activitiesUrl = (address: ConversationAddress) => `${address.serviceUrl.replace(/\/+$/, '')}/v3/conversations/${encodeURIComponent(address.conversationId)}/activities`;

/**
 * A Bot Connector client with client-credentials tokens of the bot's app (`appId` and its secret) from
 * msal-node for `{authority}/{tenantId}`, scope `https://api.botframework.com/.default`, kept until
 * shortly before expiry. Only `https://` service URLs are called (they come from verified activities).
 * `connection.ca` adds trusted certificates (tests).
 */
export function createBotConnectorClient(config: BotConfig, connection: HttpsOptions = {}): BotConnectorClient {
  const agent = microsoftAgent(connection);
  const timeoutMs = connection.timeoutMs ?? 30_000;
  const msal = new ConfidentialClientApplication({
    auth: {
      clientId: config.appId,
      clientSecret: config.password,
      authority: `${config.authority}/${config.tenantId}`,
      knownAuthorities: [new URL(config.authority).host],
    },
    system: { networkClient: networkModule(agent, timeoutMs) },
  });

  const call = async (method: 'POST' | 'PUT', url: string, activity: Record<string, unknown>) => {
    if (!url.startsWith('https://')) throw new GraphError(`not an https service URL: ${url}`, 400);
    let token: string;
    try {
      const result = await msal.acquireTokenByClientCredential({ scopes: [BOT_CONNECTOR_SCOPE] });
      if (!result) throw new Error('no token');
      token = result.accessToken;
    } catch (error) {
      if (error instanceof GraphError) throw error;
      throw new GraphError(`token: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500), null);
    }
    const answer = await httpsRequest(agent, url, {
      method,
      timeoutMs,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(activity),
    });
    const json = answer.text ? (JSON.parse(answer.text) as Record<string, unknown>) : null;
    if (answer.status >= 400) {
      const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
      throw new GraphError(`${answer.status} ${error?.code ?? ''} ${error?.message ?? ''}`.trim().slice(0, 500), answer.status, error?.code ?? null, retryAfterMs(answer.headers['retry-after']));
    }
    return json;
  };

  return {
    async send(address, activity) {
      const answer = await call('POST', activitiesUrl(address), activity);
      const id = answer?.id;
      if (typeof id !== 'string') throw new GraphError('the Bot Connector answered without a message id', null);
      return id;
    },
    async update(address, activity) {
      await call('PUT', `${activitiesUrl(address)}/${encodeURIComponent(address.activityId)}`, { ...activity, id: address.activityId });
    },
    close: () => agent.destroy(),
  };
}
