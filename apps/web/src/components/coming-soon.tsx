import { Link } from 'react-router';
import { ArrowLeft, Rocket } from 'lucide-react';
import { Card } from './card';

/**
 * A 'Coming Soon' page of a placeholder module (Innovation Hub and Insights):
 * a link back, the page title and the notice. `tone` is the Tailwind classes of the icon badge.
 */
export function ComingSoon({
  title,
  heading,
  message,
  backTo,
  backLabel,
  tone,
}: {
  title: string;
  heading: string;
  message: string;
  backTo: string;
  backLabel: string;
  tone: string;
}) {
  return (
    <div>
      <Link to={backTo} className="mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-blue-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {backLabel}
      </Link>
      <h1 className="mb-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <span className={`flex h-14 w-14 items-center justify-center rounded-full ${tone}`}>
          <Rocket className="h-7 w-7" aria-hidden />
        </span>
        <h2 className="text-xl font-semibold text-slate-900">{heading}</h2>
        <p className="max-w-md text-sm text-slate-600">{message}</p>
      </Card>
    </div>
  );
}
