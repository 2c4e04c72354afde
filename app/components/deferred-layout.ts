/**
 * For home page sections below the first screen: the browser skips their style and layout until
 * they scroll near, which on a phone takes long tasks off the first load. The size stands in until
 * then (`auto` remembers the real one afterwards). A whole class name, so Tailwind finds it.
 *
 * Not for listing cards or the footer: there a wrong stand-in size moved the pagination under the
 * pointer when a shopper jumped to the bottom of a page.
 */
export const DEFERRED_SECTION = '[contain-intrinsic-size:auto_900px] [content-visibility:auto]';
