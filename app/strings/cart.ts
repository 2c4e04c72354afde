// Copy read only by the cart, checkout and thank-you pages (and a signed-in cart's saving). Kept
// outside the `strings` namespace, whose every area ships with every page.
export { cart as cartStrings } from './en/cart.ts';
