/** Who made a back-office change, as the audit log records them. */
export interface StaffActor {
  staffId: number;
  name: string;
}

/** The shop's command line (`npm run shop -- …`), which acts for no staff member: the log names the command instead. */
interface CommandLineActor {
  commandLine: string;
}

/** Whoever may change staff accounts: an owner in the back office, or the command line that makes the first owner. */
export type AuditActor = StaffActor | CommandLineActor;

/** What audit_log.staff_id holds for a change made from the command line; a staff member's id is a number. */
export const COMMAND_LINE_STAFF_ID = 'command-line';

export const staffIdOf = (actor: AuditActor): number | null => ('staffId' in actor ? actor.staffId : null);
