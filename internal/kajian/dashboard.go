package kajian

// DashboardWeeks is how many weeks the dashboard's chart covers.
const DashboardWeeks = 12

// Dashboard is the state of the community as 'Dashboard Admin' shows it:
// eight counts and, per week, how many sessions were posted and how many
// 'hadir' answers were given.
type Dashboard struct {
	RegularTotal    int // one-off sessions, every status
	RecurringTotal  int // weekly sessions, every status
	UpcomingRegular int // approved one-off sessions that have not started
	ActiveRecurring int
	Pending         int // waiting for approval, both kinds
	Attending       int // 'hadir' answers
	PublicNotes     int
	OpenReports     int         // reports waiting in 'Laporan'
	Weeks           []WeekCount // DashboardWeeks of them, oldest first; the last is the current week
}

// WeekCount is one week of the dashboard's chart, Monday to Sunday in WIB.
type WeekCount struct {
	Start     Date
	Postings  int
	Attending int
}
