import type { RefundPayout } from '#server/db/schema.ts';
import { Badge, type BadgeTone } from '#app/components/ui/Badge.tsx';

/** What each pay-out state means to staff, and how loudly it asks for them. */
const PAYOUT_STATES: Record<RefundPayout, { label: string; tone: BadgeTone }> = {
  awaiting_cash: { label: 'Cash to hand back', tone: 'warning' },
  paid_out: { label: 'Paid out', tone: 'success' },
  sending: { label: 'Sending to gateway', tone: 'progress' },
  processing: { label: 'Gateway processing', tone: 'progress' },
  sent: { label: 'Sent back', tone: 'success' },
  failed: { label: 'Gateway refused', tone: 'danger' },
  pending_manual: { label: 'To send back by hand', tone: 'warning' },
};

export function RefundPayoutBadge({ payout }: { payout: RefundPayout | null }) {
  if (!payout) return null;
  const state = PAYOUT_STATES[payout];
  return <Badge tone={state.tone}>{state.label}</Badge>;
}
