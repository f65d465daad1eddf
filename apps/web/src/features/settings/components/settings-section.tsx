import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/card';

/** A titled settings card with an icon; the title labels the region. */
export function SettingsSection({ id, icon: Icon, title, hint, children }: { id: string; icon: LucideIcon; title: string; hint: string; children: ReactNode }) {
  return (
    <Card>
      <section aria-labelledby={`settings-${id}`}>
        <div className="flex items-center gap-3 border-b border-slate-100 px-5 py-4">
          <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div>
            <h2 id={`settings-${id}`} className="text-base font-semibold text-slate-900">
              {title}
            </h2>
            <p className="text-sm text-slate-500">{hint}</p>
          </div>
        </div>
        <div className="space-y-5 px-5 py-5">{children}</div>
      </section>
    </Card>
  );
}
