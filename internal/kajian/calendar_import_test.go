package kajian

import (
	"errors"
	"testing"
)

func TestOnlyTrustedContributorsAndAdminsImportCalendars(t *testing.T) {
	for _, c := range []struct {
		v       Viewer
		allowed bool
		kind    Kind
	}{
		{Viewer{}, false, KindUnauthorized},
		{Viewer{UserID: "u", Role: RoleUser}, false, KindForbidden},
		{Viewer{UserID: "k", Role: RoleContributor}, true, 0},
		{Viewer{UserID: "a", Role: RoleAdmin}, true, 0},
	} {
		err := CanImportCalendars(c.v, false)
		var e *Error
		if c.allowed && err != nil || !c.allowed && (!errors.As(err, &e) || e.Kind != c.kind) {
			t.Errorf("%+v: %v", c.v, err)
		}
	}
	user, admin := Viewer{UserID: "u", Role: RoleUser}, Viewer{UserID: "a", Role: RoleAdmin}
	contributor := Viewer{UserID: "k", Role: RoleContributor}
	if CanImportCalendars(user, true) != nil {
		t.Error("a masjid's editor imports calendars")
	}
	// For a masjid: its editors and admins only, whatever the role; for oneself: contributors and admins.
	if CanAddCalendarSource(user, "m", true) != nil || CanAddCalendarSource(admin, "m", false) != nil ||
		ErrorKind(CanAddCalendarSource(contributor, "m", false)) != KindForbidden ||
		ErrorKind(CanAddCalendarSource(user, "", false)) != KindForbidden || CanAddCalendarSource(contributor, "", false) != nil ||
		ErrorKind(CanAddCalendarSource(Viewer{}, "m", true)) != KindUnauthorized {
		t.Error("CanAddCalendarSource")
	}
	s := &CalendarSource{OwnerID: "k"}
	if !(Viewer{UserID: "k", Role: RoleContributor}).OwnsCalendarSource(s) || (Viewer{UserID: "a", Role: RoleAdmin}).OwnsCalendarSource(s) {
		t.Error("a source is its owner's alone")
	}
}
