import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistOptions } from './persisted.ts';

interface GuestState {
  isGuest: boolean;
  /** Random, prefixed guest_; made on first visit and kept so a later sign-in can merge lists. */
  guestId: string;
  ensureGuestId: () => void;
}

function newGuestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `guest_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export const useGuestStore = create<GuestState>()(
  persist(
    (set, get) => ({
      isGuest: true,
      guestId: '',
      ensureGuestId: () => {
        if (!get().guestId) set({ guestId: newGuestId() });
      },
    }),
    persistOptions('guest-user-storage', ({ isGuest, guestId }) => ({ isGuest, guestId })),
  ),
);
