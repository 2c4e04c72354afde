import { strings } from '#app/strings/index.ts';

const SIZES = { sm: 'size-4 border-2', md: 'size-8 border-[3px]', lg: 'size-12 border-4' } as const;

/** A turning ring announced to screen readers as "Loading..." (or the given label). */
export function Spinner({
  size = 'md',
  label = strings.common.loading,
  showLabel = false,
}: {
  size?: keyof typeof SIZES;
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <span
        aria-hidden="true"
        className={`${SIZES[size]} animate-spin rounded-full border-brand-600 border-t-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]`}
      />
      <span className={showLabel ? 'text-sm' : 'sr-only'}>{label}</span>
    </span>
  );
}
