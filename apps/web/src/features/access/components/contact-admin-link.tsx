import { Mail } from 'lucide-react';
import { useAdminContact } from '../api/get-admin-contact';
import { ACCESS_TEXTS } from '../texts';
import { WithQueryClient } from './with-query-client';

/**
 * SPEC.md section 2's "Contact Admin" mail link, to a real administrator: `ADMIN_CONTACT_EMAIL` when
 * set (`fallback`, from the sign-in configuration, shown at once), else the active Admins' addresses
 * (`GET /v1/access/contact`). Nothing while no address is known.
 */
export function ContactAdminLink({ fallback }: { fallback: string | null }) {
  return (
    <WithQueryClient>
      <ContactLink fallback={fallback} />
    </WithQueryClient>
  );
}

function ContactLink({ fallback }: { fallback: string | null }) {
  const contact = useAdminContact({ enabled: !fallback });
  const emails = fallback ? [fallback] : (contact.data?.emails ?? []);
  if (emails.length === 0) return null;
  return (
    <a href={`mailto:${emails.join(',')}`} className="inline-flex items-center gap-1 font-medium text-blue-700 hover:underline">
      <Mail className="h-4 w-4" aria-hidden />
      {ACCESS_TEXTS.contactAdmin}
    </a>
  );
}
