// Copy read only by the dashboard. Kept outside the `strings` namespace, whose every area ships
// with every page, so other pages never download it.
export { dashboard as dashboardStrings } from './en/dashboard.ts';
