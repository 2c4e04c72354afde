import { describe, expect, it } from 'vitest';
import list from '#domain/delivery-areas.json' with { type: 'json' };
import { listDivisions } from './divisions.ts';

describe('the delivery area list', () => {
  it('names only real districts, as the district list spells them', () => {
    const districts = new Set(listDivisions().flatMap((division) => division.districts.map((district) => district.name)));
    for (const area of list.areas) expect(districts, area.name).toContain(area.district);
    for (const district of list.area_required_in) expect(districts).toContain(district);
  });

  it('spells no two areas of a district alike', () => {
    const key = (district: string, name: string) => `${district}:${name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}`;
    const seen = list.areas.flatMap((area) => [area.name, ...(area.aka ?? [])].map((name) => key(area.district, name)));
    expect(new Set(seen).size).toBe(seen.length);
  });
});
