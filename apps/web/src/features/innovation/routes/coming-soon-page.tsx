import { ComingSoon } from '../../../components/coming-soon';
import { useI18n } from '../../../lib/i18n/intl';
import { innovationMessages as messages } from '../messages';

/**
 * A 'Coming Soon' page of the Innovation Hub: New Idea Form, Innovation Projects,
 * Demos, Knowledge Articles.
 */
export function ComingSoonPage({ title }: { title: string }) {
  const { formatMessage } = useI18n();
  return (
    <ComingSoon
      title={title}
      heading={formatMessage(messages.comingSoon)}
      message={formatMessage(messages.comingSoonMessage)}
      backTo="/innovation"
      backLabel={formatMessage(messages.backToHub)}
      tone="bg-pink-100 text-pink-700"
    />
  );
}
