// The back office's staff journey (issue 19): the owner the command line made signs in with password
// and authenticator code, invites a catalogue editor, and the editor sets up their account through
// the invitation link. A sign-in started at a back-office page comes back to that page.
import { STAFF_ROLE_LABELS } from '#domain/staff.ts';
import { expect, test } from './support/admin-test.ts';
import { completeSetup, inviteAtStaffPage, newStaffDetails, pageOfItsOwn, signInAsStaff } from './support/staff.ts';

test.describe.configure({ timeout: 90_000 });

test('the owner signs in with a code, invites a catalogue editor, and the editor sets up their account', async ({ browser, owner }, testInfo) => {
  const ownerPage = await pageOfItsOwn(browser, testInfo);
  // Asked for the staff page without a session: the sign-in brings the owner back to it.
  await ownerPage.goto('/admin/staff');
  await expect(ownerPage).toHaveURL(/\/admin\/sign-in\?redirect=%2Fadmin%2Fstaff$/);
  await signInAsStaff(ownerPage, owner, ownerPage.url());
  await expect(ownerPage).toHaveURL(/\/admin\/staff$/);
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();

  const editor = newStaffDetails('catalogue_editor');
  const setupPath = await inviteAtStaffPage(ownerPage, editor);
  const row = ownerPage.getByRole('row').filter({ has: ownerPage.getByRole('rowheader', { name: editor.name }) });
  await expect(row.getByText('Invited')).toBeVisible();

  const editorPage = await pageOfItsOwn(browser, testInfo);
  await completeSetup(editorPage, setupPath, editor);
  const nav = editorPage.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(editorPage.getByText(STAFF_ROLE_LABELS.catalogue_editor, { exact: true })).toBeVisible();

  // The link worked once.
  const again = await pageOfItsOwn(browser, testInfo);
  await again.goto(setupPath);
  await expect(again.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();

  await ownerPage.reload();
  await expect(row.getByText('Active')).toBeVisible();
  for (const page of [ownerPage, editorPage, again]) await page.context().close();
});
