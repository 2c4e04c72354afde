import { create } from 'zustand';

/** The header menus; at most one of them is open at a time. */
export type HeaderMenu = 'mobile' | 'notifications' | 'user' | 'mega';

interface MenuState {
  openMenu: HeaderMenu | null;
  /** Opening one menu closes whichever other menu was open. */
  open: (menu: HeaderMenu) => void;
  /** Closes the menu only if it is still the open one, so a late close cannot shut a newer menu. */
  close: (menu: HeaderMenu) => void;
}

export const useMenuStore = create<MenuState>()((set) => ({
  openMenu: null,
  open: (menu) => set({ openMenu: menu }),
  close: (menu) => set((state) => (state.openMenu === menu ? { openMenu: null } : state)),
}));

export const selectIsOpen = (menu: HeaderMenu) => (state: MenuState) => state.openMenu === menu;

/** Menus wait this long after the pointer leaves on desktop; on mobile they close at once. */
export const DESKTOP_CLOSE_DELAY_MS = 150;
/** Open and close animations last this long. */
export const MENU_ANIMATION_MS = 300;
