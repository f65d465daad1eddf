import { Construction } from 'lucide-react';

/** The honest notice of a placeholder module: built and ready for implementation, no data yet. */
export function ReadyNotice({ title, message }: { title: string; message: string }) {
  return (
    <div role="note" className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-blue-50 text-blue-700">
        <Construction className="h-6 w-6" aria-hidden />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <p className="max-w-xl text-sm text-slate-600">{message}</p>
    </div>
  );
}
