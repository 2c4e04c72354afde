import { data, Link } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { infoPageFill } from '#app/lib/info-page-fill.ts';
import { DEFAULT_SETTINGS } from '#app/lib/shell-data.ts';
import { fillText } from '#domain/info-pages.ts';
import { formatDateTime } from '#domain/dates.ts';
import type { Route } from './+types/admin.pages._index';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(services, request, 'content');
  const settings = await services.navigation.settings().catch(() => DEFAULT_SETTINGS);
  const values = infoPageFill(settings, await services.orders.terms());
  // Titles as the storefront shows them: "About Dokan", not "About {{shop_name}}".
  const pages = (await services.infoPages.list()).map((page) => ({ ...page, title: fillText(page.title, values) }));
  return data({ pages }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: Route.MetaFunction = () => adminMeta('Pages');

export default function AdminPages({ loaderData }: Route.ComponentProps) {
  return (
    <main className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Pages</h1>
        <p className="mt-1 text-slate-600">The policy and information pages linked from the storefront’s footer.</p>
      </div>
      <Table
        caption="Policy and information pages"
        head={
          <>
            <th scope="col" className={tableCell.columnHeader}>
              Page
            </th>
            <th scope="col" className={tableCell.columnHeader}>
              Address
            </th>
            <th scope="col" className={tableCell.columnHeader}>
              Last saved
            </th>
          </>
        }
      >
        {loaderData.pages.map((page) => (
          <tr key={page.slug}>
            <th scope="row" className={tableCell.rowHeader}>
              <Link to={`/admin/pages/${page.slug}`} className="text-brand-700 underline underline-offset-2 hover:text-brand-600">
                {page.title}
              </Link>
            </th>
            <td className={tableCell.data}>{page.path}</td>
            <td className={tableCell.data}>
              <time dateTime={page.updated_at}>{formatDateTime(page.updated_at)}</time>
              {page.updated_by ? <span className="block text-slate-600">by {page.updated_by}</span> : null}
            </td>
          </tr>
        ))}
      </Table>
    </main>
  );
}
