import type { ReactNode } from 'react';
import { servicesContext } from '#app/context.ts';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { IntentNotice } from '#app/components/admin/IntentNotice.tsx';
import { MoveButtons } from '#app/components/admin/MoveButtons.tsx';
import { NavigationDialog, type NavigationRecord } from '#app/components/admin/NavigationDialog.tsx';
import { SortableList, type SortableRow } from '#app/components/admin/SortableList.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { intentAction } from '#app/lib/admin/intent-action.server.ts';
import { useIntentPage } from '#app/lib/admin/intent-page.ts';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { type NavigationKind, navigationFromForm } from '#app/lib/admin/navigation-form.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import {
  footerLinkCreateSchema,
  footerLinkPatchSchema,
  footerSectionCreateSchema,
  footerSectionPatchSchema,
  menuItemCreateSchema,
  menuItemPatchSchema,
} from '#domain/navigation-edit.ts';
import type { AdminCategoryNode } from '#server/modules/admin-taxonomy/categories.ts';
import type { Route } from './+types/admin.navigation';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(services, request, 'content');
  const [menu, footer, tree] = await Promise.all([services.adminMenu.tree(), services.adminFooter.list(), services.adminCategories.tree()]);
  const categories: { id: number; name: string }[] = [];
  const walk = (nodes: AdminCategoryNode[], depth: number) => {
    for (const node of nodes) {
      categories.push({ id: node.id, name: `${'— '.repeat(depth)}${node.name}` });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return { menu, footer, categories };
}

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(services, request, 'content');
  const actor = { staffId: staff.id, name: staff.name };
  const { adminMenu: menu, adminFooter: footer } = services;
  const place = (form: FormData) => ({ position: Number(form.get('position')) });
  return intentAction(request, {
    free: {
      'create-item': async ({ form, check, done }) =>
        done(`Menu item “${(await menu.create(check(menuItemCreateSchema, navigationFromForm('item', form)), actor)).name}” added.`),
      'create-section': async ({ form, check, done }) =>
        done(`Footer section “${(await footer.createSection(check(footerSectionCreateSchema, navigationFromForm('section', form)), actor)).title}” added.`),
    },
    choose: 'Choose what to change.',
    byId: {
      'update-item': async ({ form, id, check, done }) =>
        done(`Menu item “${(await menu.update(id, check(menuItemPatchSchema, navigationFromForm('item', form)), actor)).name}” saved.`),
      'place-item': async ({ form, id, check, done }) =>
        done(`Menu item “${(await menu.update(id, check(menuItemPatchSchema.pick({ position: true }).required(), place(form)), actor)).name}” moved.`),
      'delete-item': async ({ id, done }) => {
        await menu.remove(id, actor);
        return done('Menu item deleted.');
      },
      'update-section': async ({ form, id, check, done }) =>
        done(`Footer section “${(await footer.updateSection(id, check(footerSectionPatchSchema, navigationFromForm('section', form)), actor)).title}” saved.`),
      'place-section': async ({ form, id, check, done }) =>
        done(
          `Footer section “${(await footer.updateSection(id, check(footerSectionPatchSchema.pick({ position: true }).required(), place(form)), actor)).title}” moved.`,
        ),
      'delete-section': async ({ id, done }) => {
        await footer.removeSection(id, actor);
        return done('Footer section deleted.');
      },
      // The id is the section the new link goes in.
      'create-link': async ({ form, id, check, done }) =>
        done(`Footer link “${(await footer.createLink(id, check(footerLinkCreateSchema, navigationFromForm('link', form)), actor)).name}” added.`),
      'update-link': async ({ form, id, check, done }) =>
        done(`Footer link “${(await footer.updateLink(id, check(footerLinkPatchSchema, navigationFromForm('link', form)), actor)).name}” saved.`),
      'place-link': async ({ form, id, check, done }) =>
        done(
          `Footer link “${(await footer.updateLink(id, check(footerLinkPatchSchema.pick({ position: true }).required(), place(form)), actor)).name}” moved.`,
        ),
      'delete-link': async ({ id, done }) => {
        await footer.removeLink(id, actor);
        return done('Footer link deleted.');
      },
    },
  });
}

export const meta: Route.MetaFunction = () => adminMeta('Navigation');

type Open =
  | { kind: NavigationKind; mode: 'edit'; record: NavigationRecord | null; sectionId?: number }
  | { kind: NavigationKind; mode: 'delete'; record: NavigationRecord & { label: string } };

const DELETE_NOTES: Record<NavigationKind, string> = {
  item: 'The items under it are deleted with it. To keep it out of the menu for now, hide it instead.',
  section: 'Its links are deleted with it. To keep it out of the footer for now, hide it instead.',
  link: 'It leaves the footer at once.',
};

/** Intents sent from a dialog's form, which shows their refusals itself. */
const isForm = (intent: string) => intent.startsWith('create-') || intent.startsWith('update-');

/** The header menu and the footer sections with their links, each in the order the shop shows them, dragged or stepped into a new one. */
export default function AdminNavigation({ loaderData, actionData }: Route.ComponentProps) {
  const { menu, footer, categories } = loaderData;
  const { open, setOpen, close, busy, formResult, pageMessage, post } = useIntentPage<Open>(actionData, isForm);
  const move = (kind: NavigationKind) => (record: { id: number }, position: number) =>
    post({ intent: `place-${kind}`, id: String(record.id), position: String(position) });

  /** One row: its drag handle, what the shop shows of it, and its buttons. */
  const line = (kind: NavigationKind, record: NavigationRecord & { label: string }, row: SortableRow, detail: ReactNode) => (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md px-1 py-2 ${row.dragging ? 'bg-brand-50 shadow-md' : ''}`}>
      <div className="flex min-w-[12rem] flex-1 items-start gap-1">
        {row.handle}
        <div className="min-w-0">{detail}</div>
      </div>
      <span className="flex flex-wrap items-center gap-0.5 pl-8 sm:gap-1 sm:pl-0">
        <MoveButtons label={record.label} fields={{ intent: `place-${kind}`, id: record.id }} index={row.index} count={row.count} busy={busy} />
        <Button variant="ghost" size="sm" className="px-2" onClick={() => setOpen({ kind, mode: 'edit', record })} aria-label={`Edit ${record.label}`}>
          Edit
        </Button>
        <Button variant="quiet" size="sm" className="px-2" onClick={() => setOpen({ kind, mode: 'delete', record })} aria-label={`Delete ${record.label}`}>
          Delete
        </Button>
      </span>
    </div>
  );
  const hidden = (active: boolean) => (active ? null : <Badge tone="warning">Hidden</Badge>);
  const linkText = (item: { name: string; url: string; icon: string | null }, extra: ReactNode = null) => (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium text-slate-900">{item.name}</span>
        {extra}
      </span>
      <span className="block break-all text-xs text-slate-600">
        {item.url}
        {item.icon ? ` · icon ${item.icon}` : ''}
      </span>
    </>
  );
  const menuLine = (kind: 'item', item: (typeof menu)[number]['children'][number], row: SortableRow) =>
    line(
      kind,
      { ...item, label: item.name },
      row,
      linkText(
        item,
        <>
          {hidden(item.active)}
          {item.is_megamenu ? <Badge tone="info">Mega menu</Badge> : null}
        </>,
      ),
    );

  return (
    <main className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Navigation</h1>
        <p className="mt-1 text-sm text-slate-700">
          The header menu and the footer, in the order the shop shows them. Drag a row by its handle (or use its arrows) to move it. A change shows in the shop
          at once.
        </p>
      </div>
      <IntentNotice result={pageMessage} />
      <section aria-labelledby="menu-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="menu-heading" className="text-lg font-semibold text-slate-900">
            Header menu
          </h2>
          <Button onClick={() => setOpen({ kind: 'item', mode: 'edit', record: null })}>Add menu item</Button>
        </div>
        {menu.length === 0 ? (
          <p className="text-slate-700">The menu is empty.</p>
        ) : (
          <SortableList items={menu} name={(item) => item.name} onMove={move('item')} className="rounded-lg border border-slate-200 bg-white p-2 sm:p-3">
            {(item, row) => (
              <>
                {menuLine('item', item, row)}
                {item.children.length > 0 ? (
                  <SortableList
                    items={item.children}
                    name={(child) => child.name}
                    onMove={move('item')}
                    className="mb-2 ml-3 border-l-2 border-slate-200 pl-2 sm:ml-6 sm:pl-4"
                  >
                    {(child, childRow) => menuLine('item', child, childRow)}
                  </SortableList>
                ) : null}
              </>
            )}
          </SortableList>
        )}
      </section>
      <section aria-labelledby="footer-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="footer-heading" className="text-lg font-semibold text-slate-900">
            Footer
          </h2>
          <Button onClick={() => setOpen({ kind: 'section', mode: 'edit', record: null })}>Add footer section</Button>
        </div>
        {footer.length === 0 ? (
          <p className="text-slate-700">The footer has no sections.</p>
        ) : (
          <SortableList items={footer} name={(section) => section.title} onMove={move('section')} grid className="grid gap-4 lg:grid-cols-2">
            {(section, row) => (
              <article className="rounded-lg border border-slate-200 bg-white p-2 sm:p-3">
                {line(
                  'section',
                  { ...section, label: section.title },
                  row,
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-slate-900">{section.title}</h3>
                    {hidden(section.active)}
                  </div>,
                )}
                <SortableList items={section.links} name={(link) => link.name} onMove={move('link')} className="ml-3 border-l-2 border-slate-200 pl-2 sm:pl-3">
                  {(link, linkRow) => line('link', { ...link, label: link.name }, linkRow, linkText(link))}
                </SortableList>
                <Button
                  variant="secondary"
                  size="sm"
                  className="mt-3"
                  onClick={() => setOpen({ kind: 'link', mode: 'edit', record: null, sectionId: section.id })}
                >
                  Add link to {section.title}
                </Button>
              </article>
            )}
          </SortableList>
        )}
      </section>
      {open?.mode === 'edit' ? (
        <NavigationDialog
          key={`${open.kind}-${open.record?.id ?? 'new'}`}
          kind={open.kind}
          record={open.record}
          {...(open.sectionId === undefined ? {} : { sectionId: open.sectionId })}
          parents={menu.map((item) => ({ id: item.id, name: item.name }))}
          categories={categories}
          sections={footer.map((section) => ({ id: section.id, name: section.title }))}
          result={formResult}
          busy={busy}
          onClose={close}
        />
      ) : null}
      <ConfirmDialog
        open={open?.mode === 'delete'}
        title={open?.mode === 'delete' ? `Delete “${open.record.label}”?` : 'Delete?'}
        confirmLabel="Delete"
        onConfirm={() => {
          if (open?.mode === 'delete') post({ intent: `delete-${open.kind}`, id: String(open.record.id) });
          close();
        }}
        onCancel={close}
      >
        {open ? DELETE_NOTES[open.kind] : null}
      </ConfirmDialog>
    </main>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
