import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  footerLinkCreateSchema,
  footerLinkPatchSchema,
  footerSectionCreateSchema,
  footerSectionPatchSchema,
  menuItemCreateSchema,
  menuItemPatchSchema,
} from '#domain/navigation-edit.ts';
import { noStoreOnSend } from '#server/http/cache.ts';
import type { StaffGuard } from '#server/modules/staff/area-guard.ts';
import type { AppServices } from '#server/services.ts';
import * as A from './navigation-answers.ts';
import { contentParams } from './schemas.ts';

/** The header menu and the footer: staff add, change, reorder and delete items, sections and links; the shop shows a change at once. */
export const adminNavigationRoutes: FastifyPluginAsyncZod<{ services: AppServices; guard: StaffGuard }> = async (app, { services, guard }) => {
  const { adminMenu: menu, adminFooter: footer } = services;
  const tags = ['back office: navigation'];
  const { onRequest, security } = guard;
  app.addHook('onSend', noStoreOnSend);
  const ok = <T>(message: string, data: T) => ({ success: true as const, message, data });

  app.get(
    '/navigation-items',
    {
      onRequest,
      schema: { tags, operationId: 'adminListMenuItems', summary: 'The header menu as a tree, hidden items included', security, response: A.menuTreeAnswers },
    },
    async () => ok('OK', await menu.tree()),
  );
  app.post(
    '/navigation-items',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreateMenuItem',
        summary: 'Add a header menu item, at the top or under a top-level item',
        security,
        body: menuItemCreateSchema,
        response: A.menuItemCreatedAnswers,
      },
    },
    async (request, reply) => reply.code(201).send(ok('Menu item added.', await menu.create(request.body, guard.actor(request)))),
  );
  app.patch(
    '/navigation-items/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateMenuItem',
        summary: 'Change a menu item: the fields sent (icon, mega menu, link…; a new parent_id moves it; position reorders it among its siblings)',
        security,
        params: contentParams,
        body: menuItemPatchSchema,
        response: A.menuItemUpdatedAnswers,
      },
    },
    async (request) => ok('Menu item saved.', await menu.update(request.params.id, request.body, guard.actor(request))),
  );
  app.delete(
    '/navigation-items/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteMenuItem',
        summary: 'Delete a menu item and the items under it',
        security,
        params: contentParams,
        response: A.menuItemDeletedAnswers,
      },
    },
    async (request) => {
      await menu.remove(request.params.id, guard.actor(request));
      return ok('Menu item deleted.', null);
    },
  );

  app.get(
    '/footer-sections',
    {
      onRequest,
      schema: { tags, operationId: 'adminListFooterSections', summary: 'The footer: sections with their links', security, response: A.footerListAnswers },
    },
    async () => ok('OK', await footer.list()),
  );
  app.post(
    '/footer-sections',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreateFooterSection',
        summary: 'Add a footer section',
        security,
        body: footerSectionCreateSchema,
        response: A.footerSectionCreatedAnswers,
      },
    },
    async (request, reply) => reply.code(201).send(ok('Footer section added.', await footer.createSection(request.body, guard.actor(request)))),
  );
  app.patch(
    '/footer-sections/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateFooterSection',
        summary: 'Change a footer section: the fields sent (position reorders it)',
        security,
        params: contentParams,
        body: footerSectionPatchSchema,
        response: A.footerSectionUpdatedAnswers,
      },
    },
    async (request) => ok('Footer section saved.', await footer.updateSection(request.params.id, request.body, guard.actor(request))),
  );
  app.delete(
    '/footer-sections/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteFooterSection',
        summary: 'Delete a footer section and its links',
        security,
        params: contentParams,
        response: A.footerSectionDeletedAnswers,
      },
    },
    async (request) => {
      await footer.removeSection(request.params.id, guard.actor(request));
      return ok('Footer section deleted.', null);
    },
  );
  app.post(
    '/footer-sections/:id/links',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminCreateFooterLink',
        summary: 'Add a link to a footer section',
        security,
        params: contentParams,
        body: footerLinkCreateSchema,
        response: A.footerLinkCreatedAnswers,
      },
    },
    async (request, reply) => reply.code(201).send(ok('Footer link added.', await footer.createLink(request.params.id, request.body, guard.actor(request)))),
  );
  app.patch(
    '/footer-links/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminUpdateFooterLink',
        summary: 'Change a footer link: the fields sent (a new section_id moves it to that section; position places it there or reorders it in its own)',
        security,
        params: contentParams,
        body: footerLinkPatchSchema,
        response: A.footerLinkUpdatedAnswers,
      },
    },
    async (request) => ok('Footer link saved.', await footer.updateLink(request.params.id, request.body, guard.actor(request))),
  );
  app.delete(
    '/footer-links/:id',
    {
      onRequest,
      schema: {
        tags,
        operationId: 'adminDeleteFooterLink',
        summary: 'Delete a footer link',
        security,
        params: contentParams,
        response: A.footerLinkDeletedAnswers,
      },
    },
    async (request) => {
      await footer.removeLink(request.params.id, guard.actor(request));
      return ok('Footer link deleted.', null);
    },
  );
};
