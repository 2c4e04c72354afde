/** One look for every sign-in input; red border and ring when the field has an error. */
export function inputClassName(invalid: boolean, extra = ''): string {
  const base =
    'block h-12 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:outline-none focus:ring-2 disabled:bg-slate-100';
  const state = invalid ? 'border-rose-600 focus:border-rose-600 focus:ring-rose-600/30' : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/30';
  return `${base} ${state} ${extra}`.trim();
}

export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}
