import { Check, Send } from 'lucide-react';
import type { ModuleId } from '@apps/contracts/module-ids';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/api-client';
import { moduleTile } from '../../../lib/modules';
import { useMyAccessRequests } from '../api/get-my-access-requests';
import { useRequestAccess } from '../api/request-access';
import { useI18n } from '../../../lib/i18n/intl';
import { accessMessages as m } from '../messages';
import { WithQueryClient } from './with-query-client';

/**
 * "Request access" for a module the person cannot use: one click asks every administrator
 * (`POST /v1/access-requests`); once asked (now or earlier, `GET /v1/access-requests/mine`) it reads
 * "Access requested" and is disabled, so a person cannot ask twice.
 */
export function RequestAccessButton(props: { moduleId: ModuleId; size?: 'sm' | 'md' }) {
  return (
    <WithQueryClient>
      <RequestAccess {...props} />
    </WithQueryClient>
  );
}

function RequestAccess({ moduleId, size = 'sm' }: { moduleId: ModuleId; size?: 'sm' | 'md' }) {
  const { formatMessage } = useI18n();
  const mine = useMyAccessRequests();
  const request = useRequestAccess();
  const name = moduleTile(moduleId).name;
  const requested = request.data?.module === moduleId || (mine.data ?? []).some((r) => r.module === moduleId);

  // Home has no toaster (it stays small): the button's own place says what happened.
  async function ask() {
    try {
      await request.mutateAsync(moduleId);
    } catch {
      // Shown below from `request.error`.
    }
  }

  if (requested) {
    return (
      <span role="status" title={request.data ? formatMessage(m.sent, { moduleName: name }) : undefined} className="inline-flex items-center gap-1 text-xs font-medium text-emerald-800">
        <Check className="h-4 w-4" aria-hidden /> {formatMessage(m.requested)}
      </span>
    );
  }
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <Button variant="secondary" size={size} isLoading={request.isPending} onClick={() => void ask()} aria-label={formatMessage(m.requestAccessTo, { moduleName: name })}>
        <Send className="h-4 w-4" aria-hidden /> {formatMessage(m.requestAccess)}
      </Button>
      {request.isError && (
        <span role="alert" className="text-xs text-red-700">
          {formatMessage(m.failed, { message: errorMessage(request.error) })}
        </span>
      )}
    </span>
  );
}
