/**
 * Classes for content below the first screen: the browser skips its style and layout until it
 * scrolls near, which on a phone takes long tasks off the first load. The size stands in until
 * then (`auto` remembers the real one afterwards); each is about what the content measures.
 * Whole class names, so Tailwind finds them.
 */
export const DEFERRED_SECTION = '[contain-intrinsic-size:auto_900px] [content-visibility:auto]';
export const DEFERRED_CARD = '[contain-intrinsic-size:auto_400px] [content-visibility:auto]';
export const DEFERRED_FOOTER = '[contain-intrinsic-size:auto_1300px] [content-visibility:auto] md:[contain-intrinsic-size:auto_900px] lg:[contain-intrinsic-size:auto_680px]';
