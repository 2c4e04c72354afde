import { describe, expect, it } from 'vitest';
import { orderIdFromParam, pageFromUrl, statusFromUrl } from './page-params.ts';
import { profileFieldErrors, profileInput, profileValuesFromForm } from './profile-form.ts';

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.append(key, value);
  return data;
}

describe('profile form', () => {
  it('sends the address nested, and clears it when every part is blank', () => {
    const filled = profileInput(profileValuesFromForm(form({ full_name: ' Rahim ', division: 'Dhaka', district: 'Gazipur', address: 'House 4', area: '' })));
    expect(filled).toMatchObject({ full_name: 'Rahim', address: { division: 'Dhaka', district: 'Gazipur', address: 'House 4', area: '' } });
    expect(profileInput(profileValuesFromForm(form({ full_name: 'Rahim' }))).address).toBeNull();
  });

  it('puts the first message of each 422 list by the field that shows it', () => {
    expect(
      profileFieldErrors({
        phone: ['first', 'second'],
        'address.district': ['Choose a district of the selected division.'],
        'address.address': ['Enter your street address.'],
      }),
    ).toEqual({
      phone: 'first',
      district: 'Choose a district of the selected division.',
      address: 'Enter your street address.',
    });
  });
});

describe('dashboard list addresses', () => {
  const url = (search: string) => new URL(`http://shop.test/dashboard/orders${search}`);
  it('reads ?page= as a page number, anything odd as page 1', () => {
    expect(pageFromUrl(url('?page=3'))).toBe(3);
    for (const odd of ['', '?page=0', '?page=-2', '?page=abc', '?page=1.5', '?page=99999999']) expect(pageFromUrl(url(odd))).toBe(1);
  });

  it('keeps only real order statuses', () => {
    expect(statusFromUrl(url('?status=delivered'))).toBe('delivered');
    expect(statusFromUrl(url('?status=lost'))).toBeUndefined();
  });

  it('takes order ids of digits only, within range', () => {
    expect(orderIdFromParam('42')).toBe(42);
    for (const odd of [undefined, '', '0', '4a', '-1', '99999999999']) expect(orderIdFromParam(odd)).toBeNull();
  });
});
