import { describe, expect, it } from 'vitest';
import { MAX_RETURN_TARGET_LENGTH, returnTarget } from './return-target.ts';

const ORIGIN = 'https://shop.example';
const FALLBACK = '/dashboard/profile';

describe('return targets', () => {
  // Each of these, put in a Location header or a link, would lead off the shop (or break the header).
  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with a path', '//evil.example/login'],
    ['three slashes', '///evil.example'],
    ['backslash after the slash', '/\\evil.example'],
    ['two backslashes', '\\\\evil.example'],
    ['slash and backslash mixed', '/\\/evil.example'],
    ['tab between the slashes', '/\t/evil.example'],
    ['newline between the slashes', '/\n/evil.example'],
    ['carriage return and line feed', '/\r\nSet-Cookie: session=stolen'],
    ['line feed alone in the query', '/cart?x=\nLocation: https://evil.example'],
    ['null byte', '/\u0000/evil.example'],
    ['DEL character', '/\u007f/evil.example'],
    ['leading space before //', ' //evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slash after the slash', '/%2Fevil.example'],
    ['encoded backslash', '/%5Cevil.example'],
    ['encoded tab', '/%09/evil.example'],
    ['encoded CR LF', '/%0D%0ASet-Cookie:%20a=b'],
    ['malformed percent encoding', '/%E0%A4%A'],
    ['dot segments collapsing into //', '/.//evil.example'],
    ['parent segments collapsing into //', '/a/..//evil.example'],
    ['encoded dot segments collapsing into //', '/%2e%2e//evil.example'],
    ['another https origin', 'https://evil.example/'],
    ['another scheme-relative https', 'https:evil.example'],
    ['same host, other scheme', 'http://shop.example/cart'],
    ['same host, other port', 'https://shop.example:8443/cart'],
    ['subdomain of the shop', 'https://evil.shop.example/'],
    ['shop name as a prefix of another host', 'https://shop.example.evil.example/'],
    ['userinfo hiding the real host', 'https://shop.example@evil.example/'],
    ['userinfo on our own host', 'https://user:pass@shop.example/cart'],
    ['protocol-relative with userinfo', '//shop.example@evil.example'],
    ['javascript URL', 'javascript:alert(document.cookie)'],
    ['javascript URL in capitals with a tab', 'JaVa\tScRiPt:alert(1)'],
    ['data URL', 'data:text/html,<script>alert(1)</script>'],
    ['vbscript URL', 'vbscript:msgbox(1)'],
    ['a relative word, not a path', 'cart'],
    ['empty', ''],
    ['too long', `/${'a'.repeat(MAX_RETURN_TARGET_LENGTH)}`],
    ['C1 next-line character', '/\u0085//evil.example'],
  ])('refuses %s', (_name, value) => {
    expect(returnTarget(value, ORIGIN, FALLBACK)).toBe(FALLBACK);
    expect(returnTarget(value, ORIGIN)).toBeNull();
  });

  it.each([
    ['a plain path', '/dashboard/orders', '/dashboard/orders'],
    ['a path with query and fragment', '/dashboard/orders?page=2#list', '/dashboard/orders?page=2#list'],
    ['an encoded search', '/search?q=ram%2016gb', '/search?q=ram%2016gb'],
    ['an absolute URL of the shop itself', 'https://shop.example/cart?step=2', '/cart?step=2'],
    ['an at-sign in the path', '/@evil.example', '/@evil.example'],
    ['a path that only ends in slashes', '/dashboard//', '/dashboard//'],
    ['a space, which the URL encodes', '/search?q=lenovo ideapad', '/search?q=lenovo%20ideapad'],
    ['a long but ordinary path', `/${'a'.repeat(MAX_RETURN_TARGET_LENGTH - 1)}`, `/${'a'.repeat(MAX_RETURN_TARGET_LENGTH - 1)}`],
  ])('keeps %s', (_name, value, expected) => {
    expect(returnTarget(value, ORIGIN, FALLBACK)).toBe(expected);
  });

  it('falls back when there is no target at all', () => {
    expect(returnTarget(null, ORIGIN, FALLBACK)).toBe(FALLBACK);
    expect(returnTarget(undefined, ORIGIN)).toBeNull();
  });

  it('never answers something a browser would read as another host', () => {
    const sneaky = ['/', '\\', '\t', '\n', '\r', '%2F', '%5C', '%09', '.', '..', '@', ':', 'evil.example', 'https:', '//'];
    for (const first of sneaky) {
      for (const second of sneaky) {
        for (const third of sneaky) {
          const answer = returnTarget(`${first}${second}${third}`, ORIGIN, FALLBACK);
          expect(new URL(answer, ORIGIN).origin, JSON.stringify([first, second, third])).toBe(ORIGIN);
          expect(answer).toMatch(/^\/(?![/\\])/);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the answer must hold no control characters.
          expect(answer).not.toMatch(/[\u0000-\u001f\\]/);
        }
      }
    }
  });
});
