import { useState } from 'react';
import toast from 'react-hot-toast';
import { Download } from 'lucide-react';
import { errorMessage } from '../lib/api-client';
import { useI18n } from '../lib/i18n/intl';
import { downloadPersonalData } from '../lib/personal-data';
import { Button, type ButtonProps } from './button';
import { personalDataMessages as messages } from './personal-data.messages';

/**
 * "Download personal data": saves everything held about `userId` as a JSON file
 * (`GET /v1/users/{id}/personal-data`; the person themselves, or Admin on all). Busy while it reads;
 * a toast says how it ended.
 */
export function DownloadPersonalDataButton({ userId, variant = 'secondary', size }: { userId: string; variant?: ButtonProps['variant']; size?: ButtonProps['size'] }) {
  const { formatMessage } = useI18n();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadPersonalData(userId);
      toast.success(formatMessage(messages.downloaded));
    } catch (error) {
      toast.error(formatMessage(messages.failed, { message: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant={variant} size={size} onClick={() => void download()} isLoading={busy}>
      {!busy && <Download className="h-4 w-4" aria-hidden />}
      {formatMessage(messages.download)}
    </Button>
  );
}
