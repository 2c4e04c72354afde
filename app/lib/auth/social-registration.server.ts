import { redirect } from 'react-router';
import { needsAddress } from '#server/modules/auth/social.ts';
import { listDivisions } from '#server/modules/geo/divisions.ts';
import type { AppServices } from '#server/services.ts';
import { returnTarget } from '#domain/return-target.ts';
import { signedInTarget } from './paths.ts';
import type { PageRequest } from '#app/lib/page-request.ts';
import { shopOrigin } from '#app/lib/shop-origin.ts';
import { requireSignedIn } from './session.server.ts';

/**
 * What /social-registration needs: only a signed-in customer still lacking an address or phone has
 * anything to do there (guests go to /login, everyone else straight on).
 */
export async function socialRegistrationData(services: AppServices, page: PageRequest) {
  const session = await requireSignedIn(services, page);
  const redirectParam = page.url.searchParams.get('redirect');
  const origin = shopOrigin(services.site, page.url);
  if (!needsAddress(session.row)) throw redirect(signedInTarget(redirectParam, origin));
  return {
    divisions: listDivisions().map((division) => ({ name: division.name, districts: division.districts.map((district) => district.name) })),
    needsPhone: !session.row.phone,
    saved: session.row.address,
    redirectTo: returnTarget(redirectParam, origin),
  };
}
