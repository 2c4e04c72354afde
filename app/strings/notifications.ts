// Copy of the notification bell, its dropdown and the notification pages. Kept outside the
// `strings` namespace, whose every area ships with every page: the bell's code loads after the page.
export { notifications as notificationStrings } from './en/notifications.ts';
