import { describe, expect, it } from 'vitest';
import { AREA_NOT_LISTED, areasOfDistrict, decideDeliveryZone } from './delivery-zone.ts';

const zoneOf = (district: string, area?: string) => decideDeliveryZone({ district, area });

describe('decideDeliveryZone', () => {
  it('puts the well-known places of Dhaka city inside the city', () => {
    for (const area of [
      'Mohakhali',
      'Farmgate',
      'Elephant Road',
      'Mirpur',
      'Uttara',
      'Banani',
      'Gulshan',
      'Dhanmondi',
      'Motijheel',
      'Tejgaon Industrial Area',
      'Hatirjheel',
      'Bashundhara',
      'Kamrangirchar',
      'Sher-e-Bangla Nagar',
    ]) {
      expect(zoneOf('Dhaka', area)).toEqual({ ok: true, zone: 'inside_dhaka_city', area });
    }
  });

  it('reads an area whatever its letter case, spacing, punctuation or other known spelling, and answers the list spelling', () => {
    expect(zoneOf('dhaka', ' mohakhali ')).toEqual({ ok: true, zone: 'inside_dhaka_city', area: 'Mohakhali' });
    expect(zoneOf('Dhaka', 'sher e bangla nagar')).toEqual({ ok: true, zone: 'inside_dhaka_city', area: 'Sher-e-Bangla Nagar' });
    expect(zoneOf('Dhaka', 'Bashundhara R/A')).toEqual({ ok: true, zone: 'inside_dhaka_city', area: 'Bashundhara' });
  });

  it('charges the suburbs only with their own district', () => {
    for (const area of ['Savar', 'Ashulia', 'Dhamrai', 'Keraniganj', 'Nawabganj', 'Dohar'])
      expect(zoneOf('Dhaka', area)).toMatchObject({ ok: true, zone: 'dhaka_suburbs' });
    for (const area of ['Tongi', 'Gazipur City']) expect(zoneOf('Gazipur', area)).toMatchObject({ ok: true, zone: 'dhaka_suburbs' });
    for (const area of ['Narayanganj City', 'Siddhirganj', 'Fatullah']) expect(zoneOf('Narayanganj', area)).toMatchObject({ ok: true, zone: 'dhaka_suburbs' });
  });

  it('charges the rest of the country elsewhere, whatever the free text names', () => {
    expect(zoneOf('Bandarban', 'Ashulia')).toEqual({ ok: true, zone: 'rest_of_bangladesh', area: 'Ashulia' });
    expect(zoneOf('Chattogram', 'Banani')).toEqual({ ok: true, zone: 'rest_of_bangladesh', area: 'Banani' });
    expect(zoneOf('Sylhet')).toEqual({ ok: true, zone: 'rest_of_bangladesh', area: null });
    expect(zoneOf('Gazipur', 'Kapasia')).toMatchObject({ ok: true, zone: 'rest_of_bangladesh' });
    expect(zoneOf('Gazipur')).toEqual({ ok: true, zone: 'rest_of_bangladesh', area: null });
  });

  it('asks for an area of the district’s own list where the district has one', () => {
    expect(zoneOf('Dhaka')).toEqual({ ok: false, message: AREA_NOT_LISTED });
    expect(zoneOf('Dhaka', '  ')).toEqual({ ok: false, message: AREA_NOT_LISTED });
    expect(zoneOf('Dhaka', 'Tongi')).toEqual({ ok: false, message: AREA_NOT_LISTED });
    expect(zoneOf('Dhaka', 'Somewhere near Banani')).toEqual({ ok: false, message: AREA_NOT_LISTED });
    expect(zoneOf('Gazipur', 'Ashulia')).toEqual({ ok: false, message: AREA_NOT_LISTED });
    expect(zoneOf('Narayanganj', 'Mohakhali')).toEqual({ ok: false, message: AREA_NOT_LISTED });
  });
});

describe('areasOfDistrict', () => {
  it('lists a district’s own areas, each once, and nothing for a district without a list', () => {
    const dhaka = areasOfDistrict('Dhaka');
    expect(dhaka.map((area) => area.name)).toContain('Mohakhali');
    expect(dhaka.every((area) => area.district === 'Dhaka')).toBe(true);
    expect(new Set(dhaka.map((area) => area.name)).size).toBe(dhaka.length);
    expect(areasOfDistrict('Gazipur').map((area) => area.name)).toContain('Tongi');
    expect(areasOfDistrict('Bandarban')).toEqual([]);
  });
});
