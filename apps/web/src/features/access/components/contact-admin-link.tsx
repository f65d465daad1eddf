import { Mail } from 'lucide-react';
import { useAdminContact } from '../api/get-admin-contact';
import { useI18n } from '../../../lib/i18n/intl';
import { accessMessages as m } from '../messages';
import { WithQueryClient } from './with-query-client';

/**
 * the spec's "Contact Admin" mail link, to a real administrator: `ADMIN_CONTACT_EMAIL` when
 * set (`fallback`, from the sign-in configuration, shown at once), else the active Admins' addresses
 * (`GET /v1/access/contact`, open to a deactivated account too). Nothing while no address is known.
 */
export function ContactAdminLink({ fallback, className = LINK_CLASS }: { fallback: string | null; className?: string }) {
  return (
    <WithQueryClient>
      <ContactLink fallback={fallback} className={className} />
    </WithQueryClient>
  );
}

const LINK_CLASS = 'inline-flex items-center gap-1 font-medium text-blue-700 hover:underline';

function ContactLink({ fallback, className }: { fallback: string | null; className: string }) {
  const { formatMessage } = useI18n();
  const contact = useAdminContact({ enabled: !fallback });
  const emails = fallback ? [fallback] : (contact.data?.emails ?? []);
  if (emails.length === 0) return null;
  return (
    <a href={`mailto:${emails.join(',')}`} className={className}>
      <Mail className="h-4 w-4" aria-hidden />
      {formatMessage(m.contactAdmin)}
    </a>
  );
}
