import { z } from 'zod';
import { Activity } from '@microsoft/agents-activity';
import { IdSchema } from '@apps/contracts/common';
import { RejectSchema } from '@apps/contracts/mytime/timesheet';
import type { Db } from '../../db/client';
import { AppError, ValidationError } from '../../lib/errors';
import { translateErrorText } from '../../lib/error-language';
import { languageOf, type Language } from '../../lib/i18n';
import { approveLeaveRequest, rejectLeaveRequest } from '../mytime/leave-decision.service';
import { getLeaveRequest } from '../mytime/leave.service';
import { decideTimesheet, getTimesheet } from '../mytime/timesheet.service';
import { callerByObjectId } from '../users/user-directory.service';
import { ADAPTIVE_CARD_TYPE, approvalCard, CARD_VERBS, cardTexts, isWaiting } from './approval-card';
import { subjectOf } from './teams-bot-delivery.service';
import * as repository from './teams-bot.repository';
import { TEAMS_CARD_ITEMS } from './teams-bot.repository';

/** What the bot answers the Bot Connector: an HTTP status and, for an invoke, its body. */
export interface BotAnswer {
  status: number;
  body?: Record<string, unknown>;
}

/** The `value` of an `adaptiveCard/action` invoke: the pressed `Action.Execute`, its `data` with the card's inputs. */
const CardActionSchema = z.object({
  action: z.object({
    type: z.literal('Action.Execute'),
    verb: z.enum(CARD_VERBS),
    data: z.looseObject({ item: z.enum(TEAMS_CARD_ITEMS), itemId: IdSchema, reason: z.string().optional() }),
  }),
});

/** The answer to an `adaptiveCard/action` invoke that replaces the card (Universal Actions). */
const cardAnswer = (card: Record<string, unknown>): BotAnswer => ({ status: 200, body: { statusCode: 200, type: ADAPTIVE_CARD_TYPE, value: card } });

/** A card with one line only (the person is not known in the app). */
const textCard = (text: string) => ({ type: 'AdaptiveCard', $schema: 'http://adaptivecards.io/schemas/adaptive-card.json', version: '1.5', body: [{ type: 'TextBlock', text, wrap: true }] });

/**
 * Handles one verified activity from the Bot Connector:
 * - in a personal conversation (an install, `conversationUpdate`, a message, a card action), keeps the
 *   conversation of the person whose Entra object id (`from.aadObjectId`) is known, so cards can be sent
 *   to them later; an uninstall (`installationUpdate` `remove`) forgets it;
 * - an `adaptiveCard/action` invoke (Approve, Reject with its reason, refresh) decides the item as that
 *   person through the services of the app's own routes (the reporting line and delegation read now, one
 *   winner under races, the audit record), and answers the card as it is now: who decided and when, the
 *   decision made elsewhere, or why this person may not decide, in the person's language.
 * Anything else is acknowledged (200) and ignored.
 * @throws ValidationError (400) for a body that is not an activity.
 */
export async function handleActivity(db: Db, body: unknown, options: { appUrl: string }): Promise<BotAnswer> {
  let activity: Activity;
  try {
    activity = Activity.fromObject(body as object);
  } catch {
    throw new ValidationError({ body: ['Not a Bot Framework activity'] });
  }
  const objectId = activity.from?.aadObjectId;
  const person = objectId ? await repository.findPersonByObjectId(db, objectId) : undefined;
  if (person && activity.conversation?.conversationType === 'personal') {
    const action = typeof activity.action === 'string' ? activity.action : '';
    if (activity.type === 'installationUpdate' && action.startsWith('remove')) await repository.deleteConversation(db, person.id);
    else if (activity.serviceUrl && activity.recipient?.id) {
      const channelTenant = (activity.channelData as { tenant?: { id?: string } } | undefined)?.tenant?.id;
      await repository.saveConversation(db, {
        userId: person.id,
        serviceUrl: activity.serviceUrl,
        conversationId: activity.conversation.id,
        botId: activity.recipient.id,
        tenantId: activity.conversation.tenantId ?? channelTenant ?? null,
      });
    }
  }
  if (activity.type !== 'invoke' || activity.name !== 'adaptiveCard/action') return { status: 200 };

  const language = languageOf(person?.language);
  const texts = cardTexts(language);
  const parsed = CardActionSchema.safeParse(activity.value);
  if (!parsed.success) return { status: 400, body: { statusCode: 400, type: 'application/vnd.microsoft.error', value: { code: 'BadRequest', message: 'Not an action of an approval card' } } };
  const caller = objectId ? await callerByObjectId(db, objectId) : null;
  if (!person || !caller || !caller.user.isActive) return cardAnswer(textCard(texts.unknownPerson));

  const { verb, data } = parsed.data.action;
  let notice: string | null = null;
  let withholdFacts = false;
  try {
    if (verb === 'approve') {
      if (data.item === 'timesheet') await decideTimesheet(db, caller, data.itemId, { approve: true, approverId: caller.user.id });
      else await approveLeaveRequest(db, caller, data.itemId, caller.user.id);
    } else if (verb === 'reject') {
      // The app's own rule for the reason: not blank, at most 1000 characters.
      const reject = RejectSchema.safeParse({ rejectorId: caller.user.id, reason: data.reason ?? '' });
      if (!reject.success) notice = (data.reason ?? '').trim() ? translateErrorText(language, reject.error.issues[0]?.message ?? '') : texts.rejectReasonRequired;
      else if (data.item === 'timesheet') await decideTimesheet(db, caller, data.itemId, { approve: false, ...reject.data });
      else await rejectLeaveRequest(db, caller, data.itemId, reject.data);
    } else if (data.item === 'timesheet') {
      // A refresh shows the item only to someone who may see it in the app.
      await getTimesheet(db, caller, data.itemId);
    } else {
      await getLeaveRequest(db, caller, data.itemId);
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    notice = refusalText(error, language, texts.refused);
    // Outside the line (404) or not an approver (403): the card keeps nothing of the item.
    withholdFacts = error.statusCode === 403 || error.statusCode === 404;
  }
  const subject = await subjectOf(db, data.item, data.itemId);
  // Decided elsewhere first (409 of the one-winner update): the card shows that decision, not an error.
  if (!withholdFacts && !isWaiting(subject)) notice = null;
  return cardAnswer(approvalCard({ language, appUrl: options.appUrl, itemId: data.itemId, subject, notice, withholdFacts }));
}

/** A refusal of a service in the person's language (as the error handler answers it in the app). */
function refusalText(error: AppError, language: Language, refused: (reason: string) => string): string {
  return refused(error.textIn(language, error.message) ?? translateErrorText(language, error.message));
}
