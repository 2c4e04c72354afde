import { describe, expect, it } from 'vitest';
import { changePlace, startingPlace } from './place.ts';

const inBanani = { division: 'Dhaka', district: 'Dhaka', area: 'Banani' };

describe('the checkout place', () => {
  it('clears the area when the district or the division changes', () => {
    expect(changePlace(inBanani, { district: 'Gazipur' })).toEqual({ division: 'Dhaka', district: 'Gazipur', area: '' });
    expect(changePlace(inBanani, { division: 'Sylhet', district: '' })).toEqual({ division: 'Sylhet', district: '', area: '' });
  });

  it('keeps the place when only the area changes', () => {
    expect(changePlace(inBanani, { area: 'Mohakhali' })).toEqual({ ...inBanani, area: 'Mohakhali' });
    expect(changePlace(inBanani, { district: 'Dhaka' })).toEqual(inBanani);
  });

  it('starts from a saved area only when the district lists it, as the list spells it', () => {
    expect(startingPlace({ ...inBanani, area: 'gulshan 2' })).toEqual({ ...inBanani, area: 'Gulshan' });
    expect(startingPlace({ ...inBanani, area: 'Road 27 somewhere' })).toEqual({ ...inBanani, area: '' });
    expect(startingPlace({ division: 'Sylhet', district: 'Sylhet', area: 'Zindabazar' })).toEqual({
      division: 'Sylhet',
      district: 'Sylhet',
      area: 'Zindabazar',
    });
  });
});
