import type { ReactNode } from 'react';

/** The cell looks every data table shares, so a back-office list reads like the shop's tables. */
export const tableCell = {
  columnHeader: 'px-4 py-3 font-semibold',
  rowHeader: 'px-4 py-3 font-medium text-slate-900',
  data: 'px-4 py-3',
} as const;

interface TableProps {
  /** Names the table (a caption only screen readers read) and the box it scrolls in. */
  caption: string;
  /** The header row's cells; give them `tableCell.columnHeader` and scope="col". */
  head: ReactNode;
  children: ReactNode;
  /** Below this width the table scrolls sideways inside its box instead of squeezing its columns. */
  minWidthClassName?: string;
}

/** A data table with a header row, in a bordered box that scrolls sideways on a narrow screen. */
export function Table({ caption, head, children, minWidthClassName = 'min-w-[32rem]' }: TableProps) {
  return (
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus, or keyboard users cannot scroll it (axe: scrollable-region-focusable).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <table className={`w-full border-collapse bg-white text-left text-sm ${minWidthClassName}`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-100 text-slate-800">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200 text-slate-700">{children}</tbody>
      </table>
    </section>
  );
}
