import { ComingSoon } from '../../../components/coming-soon';
import { INNOVATION_TEXTS } from '../texts';

/**
 * A 'Coming Soon' page of the Innovation Hub: New Idea Form, Innovation Projects,
 * Demos, Knowledge Articles.
 */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <ComingSoon
      title={title}
      heading={INNOVATION_TEXTS.comingSoon}
      message={INNOVATION_TEXTS.comingSoonMessage}
      backTo="/innovation"
      backLabel={INNOVATION_TEXTS.backToHub}
      tone="bg-pink-100 text-pink-700"
    />
  );
}
