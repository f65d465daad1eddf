import { useState } from 'react';
import toast from 'react-hot-toast';
import { ShieldAlert } from 'lucide-react';
import { isErasedEmail } from '@apps/contracts/core/personal-data';
import type { User } from '@apps/contracts/core/user';
import { erasesPersonalData } from '@apps/contracts/core/users.policy';
import { Button } from '../../../components/button';
import { DownloadPersonalDataButton } from '../../../components/download-personal-data-button';
import { errorMessage } from '../../../lib/api-client';
import { useSubject } from '../../../lib/auth/use-subject';
import { useI18n } from '../../../lib/i18n/intl';
import { useEraseUser } from '../api/erase-user';
import { ErasePersonDialog } from './erase-person-dialog';
import { erasureMessages as messages } from './personal-data.messages';

/**
 * A person's data on request in User Management: "Download personal data" (the JSON export) and, for
 * those the policy lets erase (`erasesPersonalData`: Admin on all), "Erase personal data" behind its
 * confirmation. An erased person shows a note instead of the erase button.
 */
export function PersonalDataActions({ person }: { person: User }) {
  const subject = useSubject();
  const { formatMessage } = useI18n();
  const [asking, setAsking] = useState(false);
  const erase = useEraseUser();
  const erased = isErasedEmail(person.email);

  async function confirm() {
    try {
      const result = await erase.mutateAsync(person.id);
      toast.success(formatMessage(messages.erased, { name: result.name }));
    } catch (error) {
      toast.error(formatMessage(messages.failed, { message: errorMessage(error) }));
    }
    setAsking(false);
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <DownloadPersonalDataButton userId={person.id} />
      {erased ? (
        <p className="text-sm text-slate-600">{formatMessage(messages.alreadyErased)}</p>
      ) : (
        erasesPersonalData(subject) && (
          <Button variant="danger" onClick={() => setAsking(true)}>
            <ShieldAlert className="h-4 w-4" aria-hidden /> {formatMessage(messages.erase)}
          </Button>
        )
      )}
      <ErasePersonDialog
        person={asking ? person : null}
        isLoading={erase.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
