/** Who made a back-office change, as the audit log records them. */
export interface StaffActor {
  staffId: number;
  name: string;
}
