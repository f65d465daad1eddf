import webpush from 'web-push';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { findSetting, insertSettingIfMissing } from '../../lib/app-setting.repository';

/** The application server's VAPID identity: the P-256 key pair (base64url) and the contact `subject`. */
export interface VapidKeys {
  /** The 65-byte uncompressed public key, base64url: what browsers subscribe with. */
  publicKey: string;
  /** The 32-byte private key, base64url. */
  privateKey: string;
  /** A `mailto:` or `https:` address push services may contact about this server's messages. */
  subject: string;
}

const SETTING_KEY = 'vapid_keys';

/**
 * The VAPID keys of this deployment: `VAPID_PUBLIC_KEY`/`VAPID_PRIVATE_KEY` when configured, else a pair
 * generated on first use and kept in `app_settings`, so every instance and every restart signs with the
 * same key (a new key would silently invalidate every browser's subscription). Two instances starting
 * together agree on one pair (insert ... on conflict do nothing, then read).
 */
export async function loadVapidKeys(db: DbOrTx, config: AppConfig['push']): Promise<VapidKeys> {
  if (config.publicKey && config.privateKey) return { publicKey: config.publicKey, privateKey: config.privateKey, subject: config.subject };
  let stored = (await findSetting(db, SETTING_KEY)) as { publicKey: string; privateKey: string } | undefined;
  if (stored === undefined) {
    await insertSettingIfMissing(db, SETTING_KEY, webpush.generateVAPIDKeys());
    stored = (await findSetting(db, SETTING_KEY)) as { publicKey: string; privateKey: string };
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject: config.subject };
}
