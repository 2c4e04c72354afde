import { createHash, timingSafeEqual } from 'node:crypto';
import { pathaoNotice, pathaoNoticeReport, PATHAO_INTEGRATION_EVENT } from '#server/adapters/couriers/pathao.ts';
import { steadfastNotice, steadfastNoticeReport } from '#server/adapters/couriers/steadfast.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import type { CourierService } from './service.ts';

/** Compares secrets in constant time (hashed first, so their lengths leak nothing either). */
function sameSecret(sent: string | undefined, expected: string | undefined): boolean {
  if (!sent || !expected) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(expected));
}

const FORGED = 'This notice does not carry the courier’s secret.';

function parsed<T>(result: { success: true; data: T } | { success: false }): T {
  if (!result.success) throw validationError({ body: ['is not a notice this courier sends'] }, 'The notice could not be read.');
  return result.data;
}

/**
 * The couriers' webhooks. Each is believed only with the secret the merchant set in the courier's
 * panel (Steadfast: a Bearer token; Pathao: X-PATHAO-Signature); without one configured, every
 * notice is refused, and the polling job carries the news instead.
 */
export function createCourierWebhooks(couriers: CourierService, secrets: { steadfastToken: string | undefined; pathaoSecret: string | undefined }) {
  return {
    async steadfast(authorization: string | undefined, body: unknown): Promise<string> {
      const token = authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
      if (!sameSecret(token, secrets.steadfastToken)) throw new HttpError(401, FORGED);
      const notice = parsed(steadfastNotice.safeParse(body));
      const report = steadfastNoticeReport(notice);
      if (!report) return 'Tracking update noted.';
      const changed = await couriers.report('steadfast', { consignmentId: notice.consignment_id, invoice: notice.invoice ?? null }, report);
      return changed ? 'Status updated.' : 'Nothing new.';
    },

    /**
     * Answers whether this was Pathao's integration check, which wants 202 and Pathao's own public
     * header value: it changes nothing, so it is answered without the secret.
     */
    async pathao(signature: string | undefined, body: unknown): Promise<{ check: boolean; message: string }> {
      const notice = parsed(pathaoNotice.safeParse(body));
      if (notice.event === PATHAO_INTEGRATION_EVENT) return { check: true, message: 'Webhook integrated.' };
      if (!sameSecret(signature, secrets.pathaoSecret)) throw new HttpError(401, FORGED);
      const report = pathaoNoticeReport(notice);
      if (!report) return { check: false, message: 'Nothing to do.' };
      const changed = await couriers.report('pathao', { consignmentId: report.consignmentId, invoice: notice.merchant_order_id ?? null }, report);
      return { check: false, message: changed ? 'Status updated.' : 'Nothing new.' };
    },
  };
}
