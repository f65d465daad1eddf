import { Hammer } from 'lucide-react';
import { Card } from './card';
import { PageHeader } from './page-header';

/** A plain page for a module screen that is not built yet. */
export function ModulePlaceholder({ title }: { title: string }) {
  return (
    <div>
      <PageHeader title={title} />
      <Card className="flex flex-col items-center gap-2 p-10 text-center">
        <Hammer className="h-8 w-8 text-slate-300" aria-hidden />
        <p className="text-sm text-slate-600">This screen is being built.</p>
      </Card>
    </div>
  );
}
