import type { ActivityRow } from '#app/components/admin/ActivityTable.tsx';
import { type AuditReach, canReadAudit } from '#domain/audit.ts';
import { activityQuery } from '#server/modules/activity/schemas.ts';
import type { ActivityQuery } from '#server/modules/activity/service.ts';
import type { AppServices } from '#server/services.ts';

const ACTIVITY_PARAMS = ['entity', 'entity_id', 'staff_id', 'page'] as const;

/**
 * The activity filters of a back-office URL, in the API's own names. A hand-edited link still
 * shows a list: a value the API would refuse, or a kind of record the viewer does not read, is dropped.
 */
export function activityListQuery(search: URLSearchParams, reach: AuditReach): ActivityQuery {
  const given: Record<string, string> = {};
  for (const key of ACTIVITY_PARAMS) {
    const value = search.get(key)?.trim();
    if (value) given[key] = value;
  }
  if (given.entity !== undefined && !canReadAudit(reach, given.entity)) delete given.entity;
  for (;;) {
    const parsed = activityQuery.safeParse(given);
    if (parsed.success) return parsed.data;
    const refused = parsed.error.issues.map((issue) => String(issue.path[0])).filter((key) => key in given);
    if (refused.length === 0) return activityQuery.parse({});
    for (const key of refused) delete given[key];
  }
}

/** One page of changes for a page to show, without the whole records the API also carries. */
export async function activityRows(services: AppServices, query: ActivityQuery, reach: AuditReach) {
  const { data, meta } = await services.activity.list(query, reach);
  const rows: ActivityRow[] = data.map(({ before: _before, after: _after, ...row }) => row);
  return { rows, meta };
}
