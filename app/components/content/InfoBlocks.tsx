import type { InfoBlock } from './info-content.ts';
import { RichText } from './RichText.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';

function FaqList({ items }: { items: { question: string; answer: string[] }[] }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-3 font-medium text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            {item.question}
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180">
              <path
                fill="currentColor"
                d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z"
              />
            </svg>
          </summary>
          <div className="space-y-3 px-4 pb-4 leading-7 text-slate-700">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}

/** One block of an information page, styled as readable prose. */
export function InfoBlockView({ block }: { block: InfoBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className="leading-7 text-slate-700">
          <RichText text={block.text} />
        </p>
      );
    case 'note':
      return (
        <p className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 leading-7 text-slate-800">
          <RichText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List className={`space-y-2 pl-5 leading-7 text-slate-700 marker:text-brand-700 ${block.ordered ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item) => (
            <li key={item} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <Table
          caption={block.caption}
          head={block.head.map((cell) => (
            <th key={cell} scope="col" className={tableCell.columnHeader}>
              {cell}
            </th>
          ))}
        >
          {block.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, index) =>
                index === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns; position is their identity.
                  <th key={index} scope="row" className={tableCell.rowHeader}>
                    {cell}
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns; position is their identity.
                  <td key={index} className={tableCell.data}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </Table>
      );
    case 'faq':
      return <FaqList items={block.items} />;
  }
}
