import { Link } from 'react-router';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { AUDIT_ENTITY_LABELS, type AuditEntity, auditFieldLabel } from '#domain/audit.ts';
import { formatDateTime } from '#domain/dates.ts';
import type { ActivityEntry } from '#server/modules/activity/service.ts';

/** A change as the pages show it: the whole records before and after stay in the API. */
export type ActivityRow = Omit<ActivityEntry, 'before' | 'after'>;

/** Where the back office edits a record of this kind; a deleted one has nowhere to go. */
function recordHref(entry: ActivityRow): string | null {
  if (entry.action === 'delete') return null;
  const pages: Record<string, string> = {
    product: `/admin/products/${entry.entity_id}`,
    category: '/admin/categories',
    brand: '/admin/brands',
    emi_bank: '/admin/emi',
    shop_settings: '/admin/settings',
    banner: '/admin/banners',
    category_banner: '/admin/banners',
    info_page: `/admin/pages/${entry.entity_id}`,
    notification: '/admin/notifications',
    navigation_item: '/admin/navigation',
    footer_section: '/admin/navigation',
    footer_link: '/admin/navigation',
    staff: '/admin/staff',
  };
  return pages[entry.entity] ?? null;
}

const entityLabel = (entity: string) => AUDIT_ENTITY_LABELS[entity as AuditEntity] ?? entity.replaceAll('_', ' ');

/** A value as it was or became; nothing is shown as a dash, so "no sale price" reads as one. */
const Shown = ({ text }: { text: string }) => (text === '' ? <span className="text-slate-500">—</span> : text);

function Changes({ entry }: { entry: ActivityRow }) {
  // A creation, a deletion or a picture added: the action says it all.
  if (entry.changes.length === 0) return null;
  return (
    <ul className="space-y-1 break-words">
      {entry.changes.map((change) => (
        <li key={change.field}>
          <span className="font-medium text-slate-900">{auditFieldLabel(change.field)}:</span> <Shown text={change.before} /> <span aria-hidden="true">→</span>
          <span className="sr-only">became</span> <Shown text={change.after} />
        </li>
      ))}
    </ul>
  );
}

interface ActivityTableProps {
  caption: string;
  entries: ActivityRow[];
  /** On a record's own page the record column says nothing new. */
  showRecord?: boolean;
  /** Links a name to the changes of that staff member alone (the activity page's filter). */
  staffHref?: (staffId: number) => string;
}

/** Staff changes, newest first: when (Bangladesh time), who, what, and each field before → after. */
export function ActivityTable({ caption, entries, showRecord = true, staffHref }: ActivityTableProps) {
  return (
    <Table
      caption={caption}
      // Two columns, so a phone shows a change without scrolling sideways.
      minWidthClassName="min-w-[20rem]"
      head={
        <>
          <th scope="col" className={`${tableCell.columnHeader} w-1/4`}>
            When, who
          </th>
          <th scope="col" className={tableCell.columnHeader}>
            Change: before → after
          </th>
        </>
      }
    >
      {entries.map((entry) => {
        const href = recordHref(entry);
        const record = `${entityLabel(entry.entity)} ${entry.subject ?? `#${entry.entity_id}`}`;
        return (
          <tr key={entry.id} className="align-top">
            <td className={tableCell.data}>
              <time dateTime={entry.at} className="block">
                {formatDateTime(entry.at)}
              </time>
              {staffHref && entry.staff.id !== null ? (
                <Link to={staffHref(entry.staff.id)} className="text-brand-700 hover:underline">
                  {entry.staff.name}
                </Link>
              ) : (
                entry.staff.name
              )}
            </td>
            <td className={`${tableCell.data} space-y-1`}>
              <p>
                <span className="font-medium text-slate-900">{entry.action_label}</span>
                {showRecord ? (
                  <>
                    {' '}
                    {href ? (
                      <Link to={href} className="text-brand-700 hover:underline">
                        {record}
                      </Link>
                    ) : (
                      record
                    )}
                  </>
                ) : null}
              </p>
              <Changes entry={entry} />
            </td>
          </tr>
        );
      })}
    </Table>
  );
}
