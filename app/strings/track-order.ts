// Copy read only by the order-tracking page. Kept outside the `strings` namespace, whose every
// area ships with every page, so other pages never download it.
export { trackOrder as trackOrderStrings } from './en/track-order.ts';
