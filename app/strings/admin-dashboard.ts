// Copy read only by the back office's home (/admin). Kept outside the `strings` namespace, whose every
// area ships with every page, so the shop's pages never download it.
export { adminDashboard as adminDashboardStrings } from './en/admin-dashboard.ts';
