import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserSettingsSchema } from '@apps/contracts/core/user-settings';
import { ok } from '../../lib/envelope';
import { envelopeResponses } from '../../lib/route-schemas';
import { callerOf } from '../../plugins/auth';
import { getMySettings, saveMySettings } from './user-settings.service';

/** The caller's own settings (the Settings screen): any signed-in, active person; nobody else's. */
export const userSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "The caller's settings",
        description: 'Language, time zone, date format, theme, compact mode, notification choices and privacy choices; the defaults when the caller never saved any.',
        response: envelopeResponses(UserSettingsSchema),
      },
    },
    async (request) => ok(request, await getMySettings(app.db, callerOf(request))),
  );

  app.put(
    '/me/settings',
    {
      schema: {
        tags: ['settings'],
        summary: "Replace the caller's settings",
        description:
          'The whole record in one call (every field required). `timeZone` is any IANA zone name (400 on `timeZone` otherwise). ' +
          '`notifications.email` off: no e-mail reaches the caller (in-app notifications stay); a type off: no e-mail or push of that type.',
        body: UserSettingsSchema,
        response: envelopeResponses(UserSettingsSchema),
      },
    },
    async (request) => ok(request, await saveMySettings(app.db, callerOf(request), request.body)),
  );
};
