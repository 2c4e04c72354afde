// Copy read only by the payment result pages. Kept outside the `strings` namespace, whose every
// area ships with every page, so other pages never download it.
export { payment as paymentStrings } from './en/payment.ts';
