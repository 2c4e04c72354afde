// Copy read only by the sign-in pages. Kept outside the `strings` namespace, whose every area
// ships with every page, so shoppers who never sign in never download it.
export { account as accountStrings } from './en/account.ts';
