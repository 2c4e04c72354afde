import { createLazyIsland, nearScreen } from '#app/components/LazyIsland.tsx';

/**
 * The site footer, server-rendered with every page; its code (newsletter form, contact and social
 * blocks) loads when it comes within 800 px of the screen or the shopper reaches for it.
 */
export const FooterIsland = createLazyIsland('footer', () => import('./Footer.tsx').then((module) => module.Footer), nearScreen('800px 0px'));
