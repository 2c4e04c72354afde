import { describe, expect, it } from 'vitest';
import { productListQuery } from './product-list.server.ts';

// The back-office product list reads its filters from the page's URL, so a shared or bookmarked
// link shows the same list; a parameter the API would refuse is dropped instead of failing the page.

describe('product list filters from the URL', () => {
  it('reads every filter by the API’s names', () => {
    const query = productListQuery(
      new URLSearchParams('q=primo&category=4&brand=2&status=hidden&stock=low&price_min=1000&price_max=20000&sort=price_asc&page=3'),
    );
    expect(query).toEqual({
      q: 'primo',
      category: 4,
      brand: 2,
      status: 'hidden',
      stock: 'low',
      price_min: 1000,
      price_max: 20000,
      sort: 'price_asc',
      page: 3,
      per_page: 25,
    });
  });

  it('treats empty fields of the filter form as not filtering', () => {
    expect(productListQuery(new URLSearchParams('q=&category=&status=&price_min=&sort=name_asc'))).toEqual({ sort: 'name_asc', page: 1, per_page: 25 });
  });

  it('drops only the parameters the API would refuse', () => {
    expect(productListQuery(new URLSearchParams('status=deleted&page=-1&brand=7&sort=cheapest'))).toEqual({
      brand: 7,
      sort: 'updated_desc',
      page: 1,
      per_page: 25,
    });
  });
});
