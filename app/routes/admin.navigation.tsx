import { ArrowDown, ArrowUp } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { ConfirmDialog } from '#app/components/admin/ConfirmDialog.tsx';
import { NavigationDialog, type NavigationRecord } from '#app/components/admin/NavigationDialog.tsx';
import { Badge } from '#app/components/ui/Badge.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { type NavigationKind, navigationFromForm } from '#app/lib/admin/navigation-form.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { checkForm, idFromForm, type TaxonomyResult } from '#app/lib/admin/taxonomy-form.ts';
import { refusedForm, taxonomyRefusal } from '#app/lib/admin/taxonomy.server.ts';
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
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = idFromForm(form);
  const done = (notice: string): TaxonomyResult => ({ ok: true, notice, intent, id });
  const position = { position: Number(form.get('position')) };
  try {
    if (id === null && intent !== 'create-item' && intent !== 'create-section') return refusedForm({ form: 'Choose what to change.' }, intent, id);
    const target = id ?? 0;
    const checked = <S extends Parameters<typeof checkForm>[0]>(schema: S, kind: NavigationKind) => checkForm(schema, navigationFromForm(kind, form));
    switch (intent) {
      case 'create-item': {
        const edit = checked(menuItemCreateSchema, 'item');
        if (!edit.ok) return refusedForm(edit.errors, intent, id);
        return done(`Menu item “${(await menu.create(edit.data, actor)).name}” added.`);
      }
      case 'update-item': {
        const edit = checked(menuItemPatchSchema, 'item');
        if (!edit.ok) return refusedForm(edit.errors, intent, id);
        return done(`Menu item “${(await menu.update(target, edit.data, actor)).name}” saved.`);
      }
      case 'place-item':
        return done(`Menu item “${(await menu.update(target, position, actor)).name}” moved.`);
      case 'delete-item':
        await menu.remove(target, actor);
        return done('Menu item deleted.');
      case 'create-section': {
        const edit = checked(footerSectionCreateSchema, 'section');
        if (!edit.ok) return refusedForm(edit.errors, intent, id);
        return done(`Footer section “${(await footer.createSection(edit.data, actor)).title}” added.`);
      }
      case 'update-section': {
        const edit = checked(footerSectionPatchSchema, 'section');
        if (!edit.ok) return refusedForm(edit.errors, intent, id);
        return done(`Footer section “${(await footer.updateSection(target, edit.data, actor)).title}” saved.`);
      }
      case 'place-section':
        return done(`Footer section “${(await footer.updateSection(target, position, actor)).title}” moved.`);
      case 'delete-section':
        await footer.removeSection(target, actor);
        return done('Footer section deleted.');
      case 'create-link': {
        const edit = checked(footerLinkCreateSchema, 'link');
        if (!edit.ok) return refusedForm(edit.errors, intent, id);
        return done(`Footer link “${(await footer.createLink(target, edit.data, actor)).name}” added.`);
      }
      case 'update-link': {
        const edit = checked(footerLinkPatchSchema, 'link');
        if (!edit.ok) return refusedForm(edit.errors, intent, id);
        return done(`Footer link “${(await footer.updateLink(target, edit.data, actor)).name}” saved.`);
      }
      case 'place-link':
        return done(`Footer link “${(await footer.updateLink(target, position, actor)).name}” moved.`);
      case 'delete-link':
        await footer.removeLink(target, actor);
        return done('Footer link deleted.');
      default:
        return refusedForm({ form: 'Nothing to do.' }, intent, id);
    }
  } catch (error) {
    return taxonomyRefusal(error, intent, id);
  }
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

/** The header menu and the footer sections with their links, each in the order the shop shows them. */
export default function AdminNavigation({ loaderData, actionData }: Route.ComponentProps) {
  const { menu, footer, categories } = loaderData;
  const [open, setOpen] = useState<Open | null>(null);
  const busy = useNavigation().state !== 'idle';
  const submit = useSubmit();
  const formResult = actionData && isForm(actionData.intent) ? actionData : undefined;

  useEffect(() => {
    if (actionData?.ok && isForm(actionData.intent)) setOpen(null);
  }, [actionData]);

  const pageMessage = actionData && !formResult ? actionData : formResult?.ok ? formResult : undefined;
  const close = () => setOpen(null);
  const row = 'flex flex-wrap items-center justify-between gap-2 border-b border-slate-100 py-2 last:border-b-0';
  const actions = (kind: NavigationKind, record: NavigationRecord & { label: string }, index: number, count: number) => (
    <span className="flex flex-wrap gap-1">
      <StepButton kind={kind} id={record.id} position={index - 1} disabled={index === 0 || busy} label={`Move ${record.label} up`}>
        <ArrowUp aria-hidden="true" className="size-4" />
      </StepButton>
      <StepButton kind={kind} id={record.id} position={index + 1} disabled={index === count - 1 || busy} label={`Move ${record.label} down`}>
        <ArrowDown aria-hidden="true" className="size-4" />
      </StepButton>
      <Button variant="ghost" size="sm" onClick={() => setOpen({ kind, mode: 'edit', record })} aria-label={`Edit ${record.label}`}>
        Edit
      </Button>
      <Button variant="quiet" size="sm" onClick={() => setOpen({ kind, mode: 'delete', record })} aria-label={`Delete ${record.label}`}>
        Delete
      </Button>
    </span>
  );
  const hidden = (active: boolean) => (active ? null : <Badge tone="warning">Hidden</Badge>);

  return (
    <main className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Navigation</h1>
        <p className="mt-1 text-sm text-slate-700">The header menu and the footer, in the order the shop shows them. A change shows in the shop at once.</p>
      </div>
      <FormMessage
        tone={pageMessage?.ok ? 'notice' : 'error'}
        message={pageMessage ? (pageMessage.ok ? pageMessage.notice : pageMessage.message) : undefined}
      />
      <section aria-labelledby="menu-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="menu-heading" className="text-lg font-semibold text-slate-900">
            Header menu
          </h2>
          <Button onClick={() => setOpen({ kind: 'item', mode: 'edit', record: null })}>Add menu item</Button>
        </div>
        {menu.length === 0 ? <p className="text-slate-700">The menu is empty.</p> : null}
        <ul className="rounded-lg border border-slate-200 bg-white px-4">
          {menu.map((item, index) => (
            <li key={item.id} className="border-b border-slate-100 last:border-b-0">
              <div className={row}>
                <span className="min-w-0">
                  <span className="font-medium text-slate-900">{item.name}</span> {hidden(item.active)}
                  <span className="block break-all text-xs text-slate-600">{item.url}</span>
                </span>
                {actions('item', { ...item, label: item.name }, index, menu.length)}
              </div>
              {item.children.length > 0 ? (
                <ul className="mb-2 ml-4 border-l-2 border-slate-200 pl-4">
                  {item.children.map((child, childIndex) => (
                    <li key={child.id} className={row}>
                      <span className="min-w-0">
                        <span className="text-slate-900">{child.name}</span> {hidden(child.active)}
                        <span className="block break-all text-xs text-slate-600">{child.url}</span>
                      </span>
                      {actions('item', { ...child, label: child.name }, childIndex, item.children.length)}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="footer-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="footer-heading" className="text-lg font-semibold text-slate-900">
            Footer
          </h2>
          <Button onClick={() => setOpen({ kind: 'section', mode: 'edit', record: null })}>Add footer section</Button>
        </div>
        {footer.length === 0 ? <p className="text-slate-700">The footer has no sections.</p> : null}
        <div className="grid gap-4 md:grid-cols-2">
          {footer.map((section, index) => (
            <article key={section.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className={row}>
                <h3 className="font-semibold text-slate-900">
                  {section.title} {hidden(section.active)}
                </h3>
                {actions('section', { ...section, label: section.title }, index, footer.length)}
              </div>
              <ul>
                {section.links.map((link, linkIndex) => (
                  <li key={link.id} className={row}>
                    <span className="min-w-0">
                      <span className="text-slate-900">{link.name}</span>
                      <span className="block break-all text-xs text-slate-600">{link.url}</span>
                    </span>
                    {actions('link', { ...link, label: link.name }, linkIndex, section.links.length)}
                  </li>
                ))}
              </ul>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => setOpen({ kind: 'link', mode: 'edit', record: null, sectionId: section.id })}
              >
                Add link to {section.title}
              </Button>
            </article>
          ))}
        </div>
      </section>
      {open?.mode === 'edit' ? (
        <NavigationDialog
          key={`${open.kind}-${open.record?.id ?? 'new'}`}
          kind={open.kind}
          record={open.record}
          {...(open.sectionId === undefined ? {} : { sectionId: open.sectionId })}
          parents={menu.map((item) => ({ id: item.id, name: item.name }))}
          categories={categories}
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
          if (open?.mode === 'delete') void submit({ intent: `delete-${open.kind}`, id: String(open.record.id) }, { method: 'post', preventScrollReset: true });
          close();
        }}
        onCancel={close}
      >
        {open ? DELETE_NOTES[open.kind] : null}
      </ConfirmDialog>
    </main>
  );
}

function StepButton({
  kind,
  id,
  position,
  disabled,
  label,
  children,
}: {
  kind: NavigationKind;
  id: number;
  position: number;
  disabled: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={`place-${kind}`} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="position" value={position} />
      <Button type="submit" variant="quiet" size="icon" disabled={disabled} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

export { AccessDeniedBoundary as ErrorBoundary } from '#app/components/account/AccessDeniedBoundary.tsx';
