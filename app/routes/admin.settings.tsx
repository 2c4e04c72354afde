import type { ReactNode } from 'react';
import { data, Form, useNavigation } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { FormMessage } from '#app/components/admin/AdminCard.tsx';
import { AdvanceSettings } from '#app/components/admin/AdvanceSettings.tsx';
import { Button } from '#app/components/ui/Button.tsx';
import { Field, Input, Textarea, Tick } from '#app/components/ui/Field.tsx';
import { adminMeta } from '#app/lib/admin/meta.ts';
import { type SettingsFormValues, settingsFormOf, settingsFormValues, settingsPatchOf } from '#app/lib/admin/settings-form.ts';
import { requireStaffPage } from '#app/lib/admin/staff-session.server.ts';
import { ZONE_NAMES } from '#app/strings/en/shop-terms.ts';
import { DELIVERY_ZONES } from '#domain/delivery.ts';
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  SHOP_SETTINGS_MESSAGES,
  shopSettingsPatchSchema,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '#domain/shop-settings.ts';
import { HttpError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import type { Route } from './+types/admin.settings';

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  await requireStaffPage(services, request, 'settings');
  return data(await services.settings.get(), { headers: { 'cache-control': 'private, no-store' } });
}

type Result = { notice: string } | { error: string; errors: Record<string, string[]>; values: SettingsFormValues };

export async function action({ request, context }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { staff } = await requireStaffPage(services, request, 'settings');
  const form = await request.formData();
  const values = settingsFormValues(form);
  const refused = (status: number, error: string, errors: Record<string, string[]> = {}) => data<Result>({ error, errors, values }, { status });
  const parsed = shopSettingsPatchSchema.safeParse(settingsPatchOf(values, Number(form.get('version'))));
  if (!parsed.success) return refused(422, 'Check the fields marked below.', zodFieldErrors(parsed.error.issues));
  try {
    await services.settings.update(parsed.data, { staffId: staff.id, name: staff.name });
    return { notice: SHOP_SETTINGS_MESSAGES.saved } satisfies Result;
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return refused(error.statusCode, error.statusCode === 422 ? 'Check the fields marked below.' : error.message, error.errors ?? {});
  }
}

export const meta: Route.MetaFunction = () => adminMeta('Settings');

const SOCIAL_LABELS: Record<SocialNetwork, string> = { facebook: 'Facebook page', instagram: 'Instagram', youtube: 'YouTube channel' };

const PAYMENT_LABELS: Record<PaymentMethod, { label: string; hint: string }> = {
  cod: { label: 'Cash on delivery', hint: 'The shopper pays the courier in cash when the parcel arrives.' },
  online: { label: 'Online payment', hint: 'The shopper pays on the gateway’s page when placing the order.' },
  bkash: { label: 'bKash', hint: 'The shopper pays from their bKash wallet on bKash’s page when placing the order.' },
  nagad: { label: 'Nagad', hint: 'The shopper pays from their Nagad wallet on Nagad’s page when placing the order.' },
};

/** Why a way to pay cannot be switched on, and what sets it up. */
const UNAVAILABLE: Record<PaymentMethod, string> = {
  cod: '',
  online: 'Not available: no payment gateway is set up. Set the SSLCommerz store ID and password for the shop to offer it.',
  bkash: 'Not available: bKash is not set up. Set the bKash app key, app secret, username and password for the shop to offer it.',
  nagad: 'Not available: Nagad is not set up. Set the Nagad merchant ID, the merchant private key and Nagad’s public key for the shop to offer it.',
};

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle';
  const saved = loaderData;
  const failure = actionData && 'error' in actionData ? actionData : undefined;
  const notice = actionData && 'notice' in actionData ? actionData.notice : undefined;
  const values = failure?.values ?? settingsFormOf(saved);
  const errorOf = (name: string) => failure?.errors[name]?.[0];
  const methodsError = errorOf('payment_methods');
  return (
    <main className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">Settings</h1>
      <FormMessage tone="notice" message={notice} />
      <FormMessage message={failure?.error} />
      {/* Keyed by version: after a save the form shows the settings as stored now. */}
      <Form method="post" key={saved.version} className="space-y-6" noValidate>
        <input type="hidden" name="version" value={saved.version} />
        <Section id="contact" title="Shop contact" hint="Shown in the header, the footer and the contact page.">
          <Field label="Shop name" error={errorOf('shop_name')}>
            {(control) => <Input {...control} name="shop_name" defaultValue={values.shop_name} required autoComplete="organization" />}
          </Field>
          <Field label="Email" optional="(optional)" error={errorOf('email')}>
            {(control) => <Input {...control} name="email" type="email" defaultValue={values.email} autoComplete="email" />}
          </Field>
          <Field label="Phone" optional="(optional)" hint="A Bangladeshi mobile number, such as 01712345678." error={errorOf('phone')}>
            {(control) => <Input {...control} name="phone" type="tel" inputMode="tel" defaultValue={values.phone} autoComplete="tel" />}
          </Field>
          <Field label="WhatsApp number" optional="(optional)" hint="Shoppers chat with this number from the footer." error={errorOf('whatsapp_number')}>
            {(control) => <Input {...control} name="whatsapp_number" type="tel" inputMode="tel" defaultValue={values.whatsapp_number} autoComplete="off" />}
          </Field>
          <div className="sm:col-span-2">
            <Field label="Address" optional="(optional)" error={errorOf('address')}>
              {(control) => <Textarea {...control} name="address" rows={2} defaultValue={values.address} autoComplete="street-address" />}
            </Field>
          </div>
        </Section>

        <Section id="social" title="Social links" hint="Full addresses starting with https://; leave one empty to hide its icon.">
          {SOCIAL_NETWORKS.map((network) => (
            <Field key={network} label={SOCIAL_LABELS[network]} optional="(optional)" error={errorOf(`social_links.${network}`)}>
              {(control) => <Input {...control} name={`social_links.${network}`} type="url" inputMode="url" defaultValue={values.social_links[network]} />}
            </Field>
          ))}
        </Section>

        <Section id="identifiers" title="Business identifiers" hint="Shown in the footer when set; an empty one is not shown.">
          <Field label="Trade licence number" optional="(optional)" error={errorOf('trade_licence')}>
            {(control) => <Input {...control} name="trade_licence" defaultValue={values.trade_licence} autoComplete="off" />}
          </Field>
          <Field label="DBID (Digital Business ID)" optional="(optional)" error={errorOf('dbid')}>
            {(control) => <Input {...control} name="dbid" defaultValue={values.dbid} autoComplete="off" />}
          </Field>
          <Field label="BIN (VAT registration)" optional="(optional)" error={errorOf('bin')}>
            {(control) => <Input {...control} name="bin" defaultValue={values.bin} autoComplete="off" />}
          </Field>
          <Field
            label="VAT rate (%)"
            optional="(optional)"
            hint="Prices include VAT. Invoices show the VAT inside the total at this rate; left empty, they say only that prices include VAT."
            error={errorOf('vat_rate')}
          >
            {(control) => <Input {...control} name="vat_rate" inputMode="decimal" defaultValue={values.vat_rate} autoComplete="off" />}
          </Field>
        </Section>

        <Section
          id="delivery"
          title="Delivery charges"
          hint="Whole taka per order; 0 is free delivery. Checkout, the product page and the policy pages quote these at once."
        >
          {DELIVERY_ZONES.map((zone) => (
            <Field key={zone} label={zone === 'dhaka_suburbs' ? 'Dhaka suburbs' : ZONE_NAMES[zone]} error={errorOf(`delivery_charges.${zone}`)}>
              {(control) => (
                <Input
                  {...control}
                  name={`delivery_charges.${zone}`}
                  inputMode="numeric"
                  pattern="[0-9]*"
                  defaultValue={values.delivery_charges[zone]}
                  required
                />
              )}
            </Field>
          ))}
        </Section>

        <fieldset aria-describedby={methodsError ? 'payment-methods-error' : undefined} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
          <legend className="float-left w-full text-lg font-semibold text-slate-900">Payment methods</legend>
          <p className="clear-both pt-1 text-sm text-slate-600">A method switched off is not offered at checkout. Keep at least one on.</p>
          <div className="mt-4 grid gap-3">
            {PAYMENT_METHODS.map((method) => {
              const unavailable =
                (method === 'online' && saved.online_gateway === null) ||
                (method === 'bkash' && !saved.bkash_configured) ||
                (method === 'nagad' && !saved.nagad_configured);
              const error = method === 'cod' ? undefined : errorOf(`payment_methods.${method}`);
              return (
                <div key={method}>
                  <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-slate-50">
                    <Tick
                      name={`payment_methods.${method}`}
                      defaultChecked={values.payment_methods[method] && !unavailable}
                      disabled={unavailable}
                      aria-describedby={error ? `${method}-error` : undefined}
                      aria-invalid={error ? true : undefined}
                      className="mt-1"
                    />
                    <span>
                      <span className="block font-medium text-slate-900">{PAYMENT_LABELS[method].label}</span>
                      <span className="block text-sm text-slate-600">{unavailable ? UNAVAILABLE[method] : PAYMENT_LABELS[method].hint}</span>
                    </span>
                  </label>
                  {error ? (
                    <p id={`${method}-error`} className="mt-1.5 text-sm font-medium text-rose-700">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
          </div>
          {methodsError ? (
            <p id="payment-methods-error" className="mt-2 text-sm font-medium text-rose-700">
              {methodsError}
            </p>
          ) : null}
        </fieldset>

        <AdvanceSettings values={values.advance_payment} errorOf={errorOf} />

        <Button type="submit" loading={busy}>
          Save settings
        </Button>
      </Form>
    </main>
  );
}
