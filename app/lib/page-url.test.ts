import { describe, expect, it } from 'vitest';
import { pageUrl } from './page-url.ts';

const href = (url: string) => pageUrl(new Request(url)).href;

describe('pageUrl', () => {
  it('gives a document request its own address', () => {
    expect(href('http://shop.test/faqs?x=1')).toBe('http://shop.test/faqs?x=1');
  });

  it('turns a data request back into the page it is for', () => {
    expect(href('http://shop.test/faqs.data')).toBe('http://shop.test/faqs');
    expect(href('http://shop.test/dashboard/orders.data?_routes=root%2Croutes%2Fdashboard&page=2')).toBe('http://shop.test/dashboard/orders?page=2');
    expect(href('http://shop.test/_root.data?_routes=routes%2Fhome')).toBe('http://shop.test/');
  });
});
