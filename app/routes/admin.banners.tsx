import { servicesContext } from '#app/context.ts';
import { BannerDialog } from '#app/components/admin/BannerDialog.tsx';
import { BannerPicturesDialog } from '#app/components/admin/BannerPicturesDialog.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { IntentNotice } from '#app/components/admin/IntentNotice.tsx';
import { MoveButtons } from '#app/components/admin/MoveButtons.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { bannerFromForm, kindFromForm } from '#app/lib/admin/banner-form.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { intentAction } from '#app/lib/admin/intent-action.server.ts';
import { useIntentPage } from '#app/lib/admin/intent-page.ts';
import {
  BANNER_POSITION_LABELS,
  BANNER_POSITIONS,
  type BannerKind,
  bannerCreateSchema,
  bannerPatchSchema,
  categoryBannerCreateSchema,
  categoryBannerPatchSchema,
} from '#domain/banners.ts';
import { formatDateTime } from '#domain/dates.ts';
import type { AdminBanner } from '#server/modules/admin-banners/service.ts';
import type { Route } from './+types/admin.banners';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(services, request, 'content');
  const [banners, categoryBanners, tree] = await Promise.all([
    services.adminBanners.list('banner'),
    services.adminBanners.list('category_banner'),
    services.adminCategories.tree(),
  ]);
  type Node = (typeof tree)[number];
  const flat = (nodes: Node[], depth: number): { id: number; name: string }[] =>
    nodes.flatMap((node) => [{ id: node.id, name: `${'— '.repeat(depth)}${node.name}` }, ...flat(node.children, depth + 1)]);
  const categories = flat(tree, 0);
  return { banners, categoryBanners, categories, now: Date.now() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(services, request, 'content');
  const actor = { staffId: staff.id, name: staff.name };
  const banners = services.adminBanners;
  return intentAction(request, {
    free: {
      create: async ({ form, check, done }) => {
        const kind = kindFromForm(form);
        const created = await banners.create(
          kind,
          check(kind === 'banner' ? bannerCreateSchema : categoryBannerCreateSchema, bannerFromForm(form, kind)),
          actor,
        );
        return done(`“${created.title}” added. Upload its picture to show it.`);
      },
    },
    choose: 'Choose a banner.',
    byId: {
      update: async ({ form, id, check, done }) => {
        const kind = kindFromForm(form);
        const updatedAt = String(form.get('updated_at') ?? '');
        const values = { ...bannerFromForm(form, kind), ...(updatedAt ? { updated_at: updatedAt } : {}) };
        const saved = await banners.update(kind, id, check(kind === 'banner' ? bannerPatchSchema : categoryBannerPatchSchema, values), actor);
        return done(`“${saved.title}” saved.`);
      },
      place: async ({ form, id, check, done }) => {
        const place = check(bannerPatchSchema, { display_order: Number(form.get('display_order')) });
        return done(`“${(await banners.update(kindFromForm(form), id, place, actor)).title}” moved.`);
      },
      delete: async ({ form, id, done }) => {
        await banners.remove(kindFromForm(form), id, actor);
        return done('Banner deleted.');
      },
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta('Banners');

type Open =
  | { kind: 'edit'; of: BannerKind; banner: AdminBanner | null }
  | { kind: 'pictures'; of: BannerKind; banner: AdminBanner }
  | { kind: 'delete'; of: BannerKind; banner: AdminBanner };

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { banners, categoryBanners, categories, now } = loaderData;
  const { open, setOpen, close, busy, formResult, pageMessage, post } = useIntentPage<Open>(actionData);
  const groups = [
    ...BANNER_POSITIONS.map((position) => ({
      of: 'banner' as const,
      title: BANNER_POSITION_LABELS[position],
      rows: banners.filter((banner) => 'position' in banner && banner.position === position),
    })),
    { of: 'category_banner' as const, title: 'Category sections', rows: categoryBanners },
  ];
  return (
    <main className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Banners</h1>
          <p className="mt-1 text-sm text-slate-600">The home page’s banners, in the order it shows them. Times are Bangladesh time.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setOpen({ kind: 'edit', of: 'banner', banner: null })}>Add home banner</Button>
          <Button variant="neutral" onClick={() => setOpen({ kind: 'edit', of: 'category_banner', banner: null })}>
            Add category section
          </Button>
        </div>
      </div>
      <IntentNotice result={pageMessage} />
      {groups.map((group) => (
        <section key={group.title} className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">{group.title}</h2>
          {group.rows.length === 0 ? (
            <p className="text-sm text-slate-600">None yet.</p>
          ) : (
            <Table
              caption={group.title}
              minWidthClassName="min-w-[52rem]"
              head={['Picture', 'Banner', 'Schedule', 'Status', 'Order', 'Actions'].map((title) => (
                <th key={title} scope="col" className={tableCell.columnHeader}>
                  {title}
                </th>
              ))}
            >
              {group.rows.map((banner, index) => (
                <tr key={banner.id}>
                  <td className={tableCell.data}>
                    {banner.image_url ? (
                      <img src={banner.image_url} alt="" className="h-12 w-28 rounded border border-slate-200 object-cover" loading="lazy" />
                    ) : (
                      <span className="whitespace-nowrap text-xs text-slate-600">No picture</span>
                    )}
                  </td>
                  <th scope="row" className={tableCell.rowHeader}>
                    {banner.title}
                    <span className="block break-all text-xs font-normal text-slate-600">
                      {'link_url' in banner ? (banner.link_url ?? '/shop') : 'category_name' in banner ? banner.category_name : ''}
                    </span>
                  </th>
                  <td className={`${tableCell.data} whitespace-nowrap text-xs`}>
                    <span className="block">From {banner.starts_at ? formatDateTime(banner.starts_at) : 'now'}</span>
                    <span className="block">Until {banner.ends_at ? formatDateTime(banner.ends_at) : 'no end'}</span>
                  </td>
                  <td className={tableCell.data}>
                    <StatusBadge banner={banner} now={now} />
                  </td>
                  <td className={tableCell.data}>
                    <span className="flex gap-1">
                      <MoveButtons
                        label={banner.title}
                        fields={{ intent: 'place', kind: group.of, id: banner.id }}
                        placeField="display_order"
                        index={index}
                        count={group.rows.length}
                        busy={busy}
                      />
                    </span>
                  </td>
                  <td className={tableCell.data}>
                    <span className="flex gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setOpen({ kind: 'edit', of: group.of, banner })} aria-label={`Edit ${banner.title}`}>
                        Edit
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setOpen({ kind: 'pictures', of: group.of, banner })}
                        aria-label={`Pictures of ${banner.title}`}
                      >
                        Pictures
                      </Button>
                      <Button variant="quiet" size="sm" onClick={() => setOpen({ kind: 'delete', of: group.of, banner })} aria-label={`Delete ${banner.title}`}>
                        Delete
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </Table>
          )}
        </section>
      ))}
      {open?.kind === 'edit' ? (
        <BannerDialog
          key={open.banner ? `${open.of}-${open.banner.id}-${open.banner.updated_at}` : `new-${open.of}`}
          kind={open.of}
          banner={open.banner}
          categories={categories}
          result={formResult}
          busy={busy}
          onClose={close}
        />
      ) : null}
      {open?.kind === 'pictures' ? (
        <BannerPicturesDialog
          kind={open.of}
          banner={(open.of === 'banner' ? banners : categoryBanners).find((banner) => banner.id === open.banner.id) ?? open.banner}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        title={open?.kind === 'delete' ? `Delete “${open.banner.title}”?` : 'Delete banner?'}
        confirmLabel="Delete"
        onConfirm={() => {
          if (open?.kind === 'delete') post({ intent: 'delete', kind: open.of, id: String(open.banner.id) });
          close();
        }}
        onCancel={close}
      >
        The banner and its pictures go for good. To keep it for later, switch it off instead.
      </ConfirmDialog>
    </main>
  );
}

/** Whether the home page shows it now, and why not when it does not. */
function StatusBadge({ banner, now }: { banner: AdminBanner; now: number }) {
  if (!banner.active) return <Badge tone="neutral">Off</Badge>;
  if (!banner.image_url) return <Badge tone="warning">No picture</Badge>;
  if (banner.starts_at && Date.parse(banner.starts_at) > now) return <Badge tone="info">Scheduled</Badge>;
  if (banner.ends_at && Date.parse(banner.ends_at) <= now) return <Badge tone="neutral">Ended</Badge>;
  return <Badge tone="success">Shown</Badge>;
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
