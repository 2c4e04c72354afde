// Complaints shoppers file on /complaint and staff answer from /admin/complaints: the form's limits
// and words, shared by the API, the page and the desk. The 72-hour answer deadline is in
// delivery-window.ts with the guidelines' other windows.

export const COMPLAINT_LIMITS = { name: 100, email: 254, orderNumber: 30, subject: 150, message: 4000, reply: 2000 } as const;

/** The desk's queues: unanswered, unanswered past the deadline, answered, and every one. */
export const COMPLAINT_QUEUES = ['open', 'late', 'answered', 'all'] as const;

export const COMPLAINT_MESSAGES = {
  nameRequired: 'Enter your name.',
  subjectRequired: 'Say in a few words what the complaint is about.',
  messageRequired: 'Tell us what went wrong.',
  replyRequired: 'Write the reply to send to the customer.',
  tooLong: (max: number) => `must be at most ${max} characters`,
  badOrderNumber: 'Enter the order number as it appears on your order, such as DK-12345, or leave it empty.',
  filed: 'Complaint received.',
  answered: 'Reply sent to the customer.',
  notFound: 'Complaint not found.',
  alreadyAnswered: (by: string | null) => `This complaint was already answered${by ? ` by ${by}` : ''}. Nothing was sent.`,
} as const;

/** The number a shopper quotes about their complaint: "CMP-000042", from the row's id so it never collides. */
export function complaintReference(id: number): string {
  return `CMP-${String(id).padStart(6, '0')}`;
}

/** Late: unanswered past its deadline. */
export function isComplaintLate(complaint: { answeredAt: Date | string | null; answerDueAt: Date | string }, now: number = Date.now()): boolean {
  return complaint.answeredAt === null && new Date(complaint.answerDueAt).getTime() < now;
}
