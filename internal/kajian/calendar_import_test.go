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
	if CanAddCalendarSource(user, "m", true, true) != nil || CanAddCalendarSource(admin, "m", false, false) != nil ||
		ErrorKind(CanAddCalendarSource(contributor, "m", false, false)) != KindForbidden ||
		ErrorKind(CanAddCalendarSource(user, "", false, false)) != KindForbidden || CanAddCalendarSource(contributor, "", false, true) != nil ||
		ErrorKind(CanAddCalendarSource(Viewer{}, "m", true, true)) != KindUnauthorized {
		t.Error("CanAddCalendarSource")
	}
	var e *Error
	if err := CanAddCalendarSource(user, "", false, true); !errors.As(err, &e) || e.Message != MsgCalendarViaMasjid {
		t.Errorf("an editor's own calendar: %v", err)
	}
	s := &CalendarSource{OwnerID: "k"}
	if !(Viewer{UserID: "k", Role: RoleContributor}).OwnsCalendarSource(s) || (Viewer{UserID: "a", Role: RoleAdmin}).OwnsCalendarSource(s) {
		t.Error("a source is its owner's alone")
	}
}
