import type { ReactNode } from 'react';

/** A page's title, subtitle and actions (its main buttons, marked so toasts never cover them). */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
      </div>
      {/* The screen's main buttons: toasts keep clear of them (app-toaster.tsx). */}
      {actions && (
        <div className="flex flex-wrap gap-2" data-page-actions="">
          {actions}
        </div>
      )}
    </div>
  );
}
