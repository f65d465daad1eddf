import type { ButtonHTMLAttributes } from 'react';
import { Loader2 } from 'lucide-react';

// Hover colours apply only to an enabled button, so a disabled one never reacts to the pointer.
const VARIANTS = {
  primary: 'bg-blue-700 text-white enabled:hover:bg-blue-800',
  secondary: 'border border-slate-300 bg-white text-slate-800 enabled:hover:bg-slate-50',
  danger: 'bg-red-600 text-white enabled:hover:bg-red-700',
  warning: 'bg-amber-700 text-white enabled:hover:bg-amber-800',
  success: 'bg-emerald-700 text-white enabled:hover:bg-emerald-800',
  ghost: 'text-slate-700 enabled:hover:bg-slate-100',
} as const;

/**
 * How every disabled button looks, whatever its variant: a grey face with muted text and the
 * not-allowed pointer, so it never passes for a pale but active button. A loading button keeps its
 * colours (it is busy, not unavailable) and shows the spinner.
 */
export const DISABLED_BUTTON_CLASS = 'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-100 disabled:text-slate-400 disabled:shadow-none';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: keyof typeof VARIANTS;
  size?: 'sm' | 'md';
  /** Shows a spinner and disables the button. */
  isLoading?: boolean;
}

/** The app's button: variants primary, secondary, danger, warning, success, ghost. */
export function Button({ variant = 'primary', size = 'md', isLoading, disabled, className = '', children, type = 'button', ...rest }: ButtonProps) {
  const sizing = size === 'sm' ? 'px-3 py-1.5 text-sm' : 'px-4 py-2 text-sm';
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors ${sizing} ${VARIANTS[variant]} ${isLoading ? 'cursor-wait' : DISABLED_BUTTON_CLASS} ${className}`}
      {...rest}
    >
      {isLoading && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
      {children}
    </button>
  );
}
