import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { useI18n } from '../lib/i18n/intl';
import { errorScreenMessages as messages } from './messages';

/** The global error screen: 'Something went wrong' with 'Go to Home'. */
export function ErrorScreen({ onHome }: { onHome?: () => void }) {
  const { formatMessage } = useI18n();
  return (
    <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
      <div className="flex h-14 w-14 items-center justify-center rounded-full bg-red-100 text-red-600">
        <AlertTriangle className="h-7 w-7" aria-hidden />
      </div>
      <h1 className="text-xl font-semibold text-slate-900">{formatMessage(messages.title)}</h1>
      <p className="max-w-md text-sm text-slate-600">{formatMessage(messages.message)}</p>
      <button
        type="button"
        onClick={() => {
          onHome?.();
          // A full load resets every piece of client state that may have caused the error.
          window.location.assign('/');
        }}
        className="rounded-md bg-blue-700 px-4 py-2 text-sm font-medium text-white hover:bg-blue-800"
      >
        {formatMessage(messages.home)}
      </button>
    </div>
  );
}

/** Catches uncaught render errors anywhere below and shows the error screen. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Uncaught UI error', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <ErrorScreen onHome={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
