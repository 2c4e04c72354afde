// Copy read only by the complaint page, kept outside the `strings` namespace every page ships with.
export { complaint as complaintStrings } from './en/complaint.ts';
