import { lazy, Suspense, useState } from 'react';
import { Plus, Target } from 'lucide-react';
import { GROW_MAX_PAGE_SIZE } from '@apps/contracts/grow/page.values';
import { Button } from '../../../components/button';
import { PageHeader } from '../../../components/page-header';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useMyOkrs } from '../api/get-my-okrs';
import { ListState } from '../components/list-state';
import { OkrCard } from '../components/okr-card';
import { Spinner } from '../../../components/spinner';
import { TabList } from '../../../components/tabs';
import { TeamOkrs } from '../components/team-okrs';
import { managesGrowRecords } from '@apps/contracts/grow/grow.policy';
import { useSubject } from '../../../lib/auth/use-subject';
import { useI18n } from '../../../lib/i18n/intl';
import { growMessages as messages } from '../messages';

type Tab = 'mine' | 'team';

// The form (react-hook-form, the OKR schema) comes when New OKR opens it: the
// screen's first load has no form layer and no schema.
const OkrForm = lazy(() => import('../components/okr-form').then((m) => ({ default: m.OkrForm })));

/**
 * /grow/okrs: the create form and the person's OKRs with key-result
 * progress inputs; managers also see their team's OKRs and approve them.
 */
export function OkrsPage() {
  const { formatMessage } = useI18n();
  const me = useAuthStore((s) => s.user);
  const manager = managesGrowRecords(useSubject(), 'okrs');
  const [tab, setTab] = useState<Tab>('mine');
  const [showForm, setShowForm] = useState(false);
  const okrs = useMyOkrs({ limit: GROW_MAX_PAGE_SIZE });

  const newButton = (
    <Button onClick={() => setShowForm(true)} disabled={showForm}>
      <Plus className="h-4 w-4" aria-hidden /> {formatMessage(messages.newOkr)}
    </Button>
  );
  return (
    <div>
      <PageHeader title={formatMessage(messages.okrsTitle)} subtitle={formatMessage(messages.okrsSubtitle)} actions={newButton} />
      {showForm && (
        <Suspense fallback={<Spinner className="py-6" />}>
          <OkrForm onDone={() => setShowForm(false)} />
        </Suspense>
      )}
      {manager && me && (
        <TabList
          label={formatMessage(messages.okrLists)}
          idPrefix="grow"
          tabs={[
            { id: 'mine', label: formatMessage(messages.myOkrs) },
            { id: 'team', label: formatMessage(messages.teamOkrs) },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      )}
      <div role={manager ? 'tabpanel' : undefined} id={`grow-panel-${tab}`} aria-labelledby={manager ? `grow-tab-${tab}` : undefined}>
        {tab === 'team' && manager && me ? (
          <TeamOkrs managerId={me.id} />
        ) : (
          <ListState query={okrs} empty={formatMessage(messages.noOkrs)} icon={Target} emptyAction={showForm ? undefined : newButton}>
            <div className="grid gap-4 xl:grid-cols-2">
              {okrs.data?.items.map((okr) => (
                <OkrCard key={okr.id} okr={okr} editable />
              ))}
            </div>
          </ListState>
        )}
      </div>
    </div>
  );
}
