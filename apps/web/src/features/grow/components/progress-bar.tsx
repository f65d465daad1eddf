/**
 * A horizontal progress bar for a percentage 0 to 100 (values outside are clamped), announced as a
 * progressbar with its label.
 */
export function ProgressBar({ value, label, size = 'md' }: { value: number; label: string; size?: 'sm' | 'md' }) {
  const percent = Math.min(100, Math.max(0, value));
  const tone = percent >= 100 ? 'bg-emerald-500' : percent >= 50 ? 'bg-blue-600' : 'bg-amber-500';
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`w-full overflow-hidden rounded-full bg-slate-100 ${size === 'sm' ? 'h-1.5' : 'h-2.5'}`}
    >
      <div className={`h-full rounded-full transition-[width] duration-500 ${tone}`} style={{ width: `${percent}%` }} />
    </div>
  );
}
