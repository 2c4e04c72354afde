import { describe, expect, it } from 'vitest';
import { requestedPage, staffReturnPath, staffSignInPath } from './return-path.ts';

// How each arrives from a form field or a decoded `?redirect=`: every one would leave the back
// office, the shop, or loop through a sign-in step.
const REFUSED = [
  '//evil.example',
  '//evil.example/admin',
  'https://evil.example/admin',
  'http://localhost/admin/products',
  '/\\evil.example',
  '/admin\\..\\..\\evil.example',
  '/admin/..//evil.example',
  '/admin/%2e%2e/%2fevil.example',
  '/admin/../dashboard',
  '/admin\t/x',
  '/adminx',
  '/administrator',
  'javascript:alert(1)',
  'admin/products',
  '/products',
  '/admin/sign-in',
  '/admin/sign-in?redirect=/admin/staff',
  '/admin/sign-out',
  '/admin/setup/some-token',
  `/admin/${'a'.repeat(5000)}`,
  '',
  null,
  undefined,
];

describe('the page staff return to after signing in', () => {
  it.each(REFUSED.map((value) => [String(value).slice(0, 60), value]))('is the back office home for %s', (_name, value) => {
    expect(staffReturnPath(value)).toBe('/admin');
  });

  it('keeps a back-office page with its query', () => {
    expect(staffReturnPath('/admin/products')).toBe('/admin/products');
    expect(staffReturnPath('/admin/products?status=draft&page=2')).toBe('/admin/products?status=draft&page=2');
    expect(staffReturnPath('/admin/products/12')).toBe('/admin/products/12');
    expect(staffReturnPath('/admin')).toBe('/admin');
  });

  it('is carried in the sign-in address only when there is somewhere to return to', () => {
    expect(staffSignInPath('/admin')).toBe('/admin/sign-in');
    expect(staffSignInPath('//evil.example')).toBe('/admin/sign-in');
    expect(staffSignInPath('/admin/products?page=2')).toBe('/admin/sign-in?redirect=%2Fadmin%2Fproducts%3Fpage%3D2');
  });

  it('is the page in the address bar when React Router asks for its data', () => {
    expect(requestedPage(new Request('http://shop.test/admin/products?page=2'))).toBe('/admin/products?page=2');
    expect(requestedPage(new Request('http://shop.test/admin/products.data?page=2&_routes=routes%2Fadmin'))).toBe('/admin/products?page=2');
  });
});
