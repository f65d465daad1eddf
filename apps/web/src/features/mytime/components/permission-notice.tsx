import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/card';

/** What people see on a MyTime screen their roles do not open (SPEC.md section 6 messages). */
export function PermissionNotice({ message }: { message: string }) {
  return (
    <Card className="mx-auto mt-8 max-w-lg p-10 text-center" role="alert">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-500" aria-hidden />
      <p className="mt-4 text-base font-semibold text-slate-900">{message}</p>
    </Card>
  );
}
