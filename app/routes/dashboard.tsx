import { Outlet } from 'react-router';

// STUB: replaced by the dashboard helper (layout with side navigation and the sign-in guard).
export default function DashboardLayout() {
  return <Outlet />;
}
