import { servicesContext } from '#app/context.ts';
import { dashboardMeta } from '#app/components/dashboard/meta.ts';
import { ProfileForm } from '#app/components/dashboard/ProfileForm.tsx';
import { ProfileImageForm } from '#app/components/dashboard/ProfileImageForm.tsx';
import { SectionHeading } from '#app/components/dashboard/SectionHeading.tsx';
import { requireSignedIn } from '#app/lib/auth/session.server.ts';
import { saveProfile } from '#app/lib/dashboard/profile-action.server.ts';
import { profileValuesOf } from '#app/lib/dashboard/profile-form.ts';
import { listDivisions } from '#server/modules/geo/divisions.ts';
import type { Route } from './+types/dashboard.profile';
import { dashboardStrings } from '#app/strings/dashboard.ts';

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { customer } = await requireSignedIn(context.get(servicesContext), { request, url });
  return {
    name: customer.full_name,
    image: customer.profile_image,
    values: profileValuesOf(customer),
    divisions: listDivisions().map((division) => ({ name: division.name, districts: division.districts.map((district) => district.name) })),
  };
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const services = context.get(servicesContext);
  const { customer } = await requireSignedIn(services, { request, url });
  return saveProfile(services, customer.id, await request.formData());
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return dashboardMeta(dashboardStrings.nav.profile, matches);
}

/** /dashboard/profile: the photo and the personal details form. */
export default function DashboardProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-5">
      <SectionHeading title={dashboardStrings.profile.heading} />
      <ProfileImageForm image={loaderData.image} name={loaderData.name} />
      <ProfileForm saved={loaderData.values} result={actionData} divisions={loaderData.divisions} />
    </div>
  );
}
