import {
  BookMarked,
  BookOpenText,
  CalendarSync,
  ClipboardCheck,
  Flag,
  House,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  MessagesSquare,
  NotebookPen,
  SquarePlus,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { Role } from '@/lib/session';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (not on its sub-paths). */
  end: boolean;
}

const home: NavItem = { to: '/', label: 'Beranda', icon: House, end: true };
const masjid: NavItem = { to: '/masjid', label: 'Masjid', icon: Landmark, end: false };
const post: NavItem = { to: '/kajian/new', label: 'Posting Kajian', icon: SquarePlus, end: true };
const myKajian: NavItem = { to: '/my-kajian', label: 'Kajian Saya', icon: BookMarked, end: false };
const myJournal: NavItem = { to: '/journal', label: 'Catatan Saya', icon: NotebookPen, end: false };
const publicJournals: NavItem = {
  to: '/public-journals',
  label: 'Catatan Publik',
  icon: BookOpenText,
  end: false,
};
const feedback: NavItem = {
  to: '/feedback',
  label: 'Saran & Masukan',
  icon: MessageSquareText,
  end: false,
};
const dashboard: NavItem = {
  to: '/admin/dashboard',
  label: 'Dashboard',
  icon: LayoutDashboard,
  end: false,
};
const approvals: NavItem = {
  to: '/admin/approvals',
  label: 'Persetujuan',
  icon: ClipboardCheck,
  end: false,
};
const manageFeedback: NavItem = {
  to: '/admin/feedback',
  label: 'Kelola Feedback',
  icon: MessagesSquare,
  end: false,
};
const manageJournals: NavItem = {
  to: '/admin/journals',
  label: 'Kelola Catatan',
  icon: UsersRound,
  end: false,
};

const manageReports: NavItem = {
  to: '/admin/laporan',
  label: 'Laporan',
  icon: Flag,
  end: false,
};

const manageMasjid: NavItem = {
  to: '/admin/masjid',
  label: 'Kelola Masjid',
  icon: Landmark,
  end: false,
};

const byRole: Record<Role, readonly NavItem[]> = {
  visitor: [home, masjid, post, publicJournals, feedback],
  user: [home, masjid, post, myKajian, myJournal, publicJournals, feedback],
  // Admins never see posting, Kajian Saya or Catatan Saya.
  admin: [home, masjid, dashboard, approvals, manageFeedback, manageJournals, manageReports, feedback],
};

/** navItemsFor lists the main navigation entries (tab bar and mobile menu) for a role. */
export function navItemsFor(role: Role): readonly NavItem[] {
  return byRole[role];
}

const profile: NavItem = { to: '/profile', label: 'Profil', icon: UserRound, end: true };

const importCalendars: NavItem = { to: '/impor-kalender', label: 'Impor Kalender', icon: CalendarSync, end: false };

const accountByRole: Record<Exclude<Role, 'visitor'>, readonly NavItem[]> = {
  user: [profile, myKajian, myJournal],
  admin: [profile, dashboard, approvals, manageFeedback, manageJournals, manageReports, manageMasjid, importCalendars],
};

/** accountItemsFor lists the header's account menu entries (before 'Keluar') of a signed-in role. */
export function accountItemsFor(role: Role): readonly NavItem[] {
  return role === 'visitor' ? [] : accountByRole[role];
}
