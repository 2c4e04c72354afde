import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { BannerDialog } from '#app/components/admin/BannerDialog.tsx';
import { BannerPicturesDialog } from '#app/components/admin/BannerPicturesDialog.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Table, tableCell } from '#app/components/ui/Table.tsx';
import { bannerFromForm, kindFromForm } from '#app/lib/admin/banner-form.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { checkForm, idFromForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { refusedForm, taxonomyRefusal } from '#app/lib/admin/taxonomy.server.ts';
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
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const kind = kindFromForm(form);
  const id = idFromForm(form);
  const done = (notice: string): TaxonomyResult => ({ ok: true, notice, intent, id });
  try {
    if (intent === 'create') {
      const checked = checkForm(kind === 'banner' ? bannerCreateSchema : categoryBannerCreateSchema, bannerFromForm(form, kind));
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const created = await banners.create(kind, checked.data, actor);
      return done(`“${created.title}” added. Upload its picture to show it.`);
    }
    if (id === null) return refusedForm({ form: 'Choose a banner.' }, intent, id);
    if (intent === 'update') {
      const updatedAt = String(form.get('updated_at') ?? '');
      const values = { ...bannerFromForm(form, kind), ...(updatedAt ? { updated_at: updatedAt } : {}) };
      const checked = checkForm(kind === 'banner' ? bannerPatchSchema : categoryBannerPatchSchema, values);
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const saved = await banners.update(kind, id, checked.data, actor);
      return done(`“${saved.title}” saved.`);
    }
    if (intent === 'place') {
      const checked = checkForm(bannerPatchSchema, { display_order: Number(form.get('display_order')) });
      if (!checked.ok) return refusedForm(checked.errors, intent, id);
      const placed = await banners.update(kind, id, checked.data, actor);
      return done(`“${placed.title}” moved.`);
    }
    if (intent === 'delete') {
      await banners.remove(kind, id, actor);
      return done('Banner deleted.');
    }
    return refusedForm({ form: 'Nothing to do.' }, intent, id);
  } catch (error) {
    return taxonomyRefusal(error, intent, id);
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Banners');

type Open =
  | { kind: 'edit'; of: BannerKind; banner: AdminBanner | null }
  | { kind: 'pictures'; of: BannerKind; banner: AdminBanner }
  | { kind: 'delete'; of: BannerKind; banner: AdminBanner };

export default function AdminBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { banners, categoryBanners, categories, now } = loaderData;
  const [open, setOpen] = useState<Open | null>(null);
  const busy = useNavigation().state !== 'idle';
  const submit = useSubmit();
  const formResult = actionData && (actionData.intent === 'create' || actionData.intent === 'update') ? actionData : undefined;

  useEffect(() => {
    if (actionData?.ok && (actionData.intent === 'create' || actionData.intent === 'update')) setOpen(null);
  }, [actionData]);

  const pageMessage = actionData && !formResult ? actionData : formResult?.ok ? formResult : undefined;
  const close = () => setOpen(null);
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
      <FormMessage
        tone={pageMessage?.ok ? 'notice' : 'error'}
        message={pageMessage ? (pageMessage.ok ? pageMessage.notice : pageMessage.message) : undefined}
      />
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
                      <StepButton of={group.of} banner={banner} to={index - 1} disabled={index === 0 || busy} label={`Move ${banner.title} up`}>
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </StepButton>
                      <StepButton
                        of={group.of}
                        banner={banner}
                        to={index + 1}
                        disabled={index === group.rows.length - 1 || busy}
                        label={`Move ${banner.title} down`}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </StepButton>
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
          if (open?.kind === 'delete')
            void submit({ intent: 'delete', kind: open.of, id: String(open.banner.id) }, { method: 'post', preventScrollReset: true });
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

function StepButton({
  of,
  banner,
  to,
  disabled,
  label,
  children,
}: {
  of: BannerKind;
  banner: AdminBanner;
  to: number;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="place" />
      <input type="hidden" name="kind" value={of} />
      <input type="hidden" name="id" value={banner.id} />
      <input type="hidden" name="display_order" value={to} />
      <Button type="submit" variant="quiet" size="icon" disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
