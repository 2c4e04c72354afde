import { describe, expect, it } from 'vitest';
import { auditReach } from '#domain/audit.ts';
import { activityListQuery } from './activity.server.ts';

describe('the activity page’s filters from its URL', () => {
  const read = (search: string, role: 'owner' | 'order_handler' = 'owner') => activityListQuery(new URLSearchParams(search), auditReach(role));

  it('takes the API’s own parameters', () => {
    expect(read('entity=product&entity_id=12&staff_id=3&page=2')).toEqual({ entity: 'product', entity_id: '12', staff_id: 3, page: 2, per_page: 25 });
  });

  it('drops what the API would refuse, and a kind of record the viewer does not read, instead of failing the page', () => {
    expect(read('entity=nothing&page=zero&staff_id=7')).toEqual({ staff_id: 7, page: 1, per_page: 25 });
    expect(read('entity=product', 'order_handler')).toEqual({ page: 1, per_page: 25 });
  });
});
