import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { servicesContext } from '#app/context.ts';
import { AuthCard } from '#app/components/account/AuthCard.tsx';
import { FormAlert } from '#app/components/account/FormAlert.tsx';
import { DivisionDistrictSelects } from '#app/components/account/DivisionDistrictSelects.tsx';
import { SubmitButton } from '#app/components/account/SubmitButton.tsx';
import { TextField } from '#app/components/account/TextField.tsx';
import { useFocusFirstError } from '#app/components/account/use-focus-first-error.ts';
import { socialAddressAction } from '#app/lib/auth/address-action.server.ts';
import { authPageMeta } from '#app/lib/auth/auth-meta.ts';
import { socialRegistrationData } from '#app/lib/auth/social-registration.server.ts';
import type { Route } from './+types/social-registration';
import { accountStrings } from '#app/strings/account.ts';

const copy = accountStrings.socialRegistration;
const fields = accountStrings.fields;

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return socialRegistrationData(context.get(servicesContext), { request, url });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return socialAddressAction(context.get(servicesContext), { request, url });
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return authPageMeta({ title: copy.title, description: copy.description, path: '/social-registration', noindex: true }, matches);
}

export default function SocialRegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { divisions, needsPhone, saved, redirectTo } = loaderData;
  const values = actionData?.values;
  const errors = actionData?.fieldErrors;
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, actionData);
  const [place, setPlace] = useState({ division: values?.division ?? saved?.division ?? '', district: values?.district ?? saved?.district ?? '' });

  return (
    <AuthCard title={copy.heading} intro={copy.intro}>
      <Form ref={form} method="post" action="/social-registration" noValidate className="space-y-5">
        <FormAlert kind="error" message={actionData?.formError} />
        {redirectTo ? <input type="hidden" name="redirect" value={redirectTo} /> : null}
        {needsPhone ? (
          <TextField
            name="phone"
            label={fields.phone}
            hint={fields.phoneHint}
            type="text"
            inputMode="tel"
            autoComplete="tel-national"
            required
            maxLength={20}
            defaultValue={values?.phone}
            error={errors?.phone}
          />
        ) : null}
        <TextField
          name="address"
          label={copy.address}
          hint={copy.addressHint}
          autoComplete="address-line1"
          required
          maxLength={500}
          defaultValue={values?.address ?? saved?.address}
          error={errors?.address}
        />
        <DivisionDistrictSelects
          divisions={divisions}
          division={place.division}
          district={place.district}
          onChange={setPlace}
          errors={errors ?? {}}
          labels={{
            division: copy.division,
            district: copy.district,
            chooseDivision: copy.choose,
            chooseDistrict: copy.choose,
            chooseDivisionFirst: copy.choose,
          }}
          required
        />
        <TextField
          name="area"
          label={copy.area}
          optional={fields.optional}
          autoComplete="address-level3"
          maxLength={100}
          defaultValue={values?.area ?? saved?.area ?? undefined}
          error={errors?.area}
        />
        <SubmitButton label={copy.submit} pendingLabel={copy.submitting} />
      </Form>
    </AuthCard>
  );
}
