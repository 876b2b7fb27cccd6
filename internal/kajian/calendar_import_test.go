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
		err := CanImportCalendars(c.v)
		var e *Error
		if c.allowed && err != nil || !c.allowed && (!errors.As(err, &e) || e.Kind != c.kind) {
			t.Errorf("%+v: %v", c.v, err)
		}
	}
	s := &CalendarSource{OwnerID: "k"}
	if !(Viewer{UserID: "k", Role: RoleContributor}).OwnsCalendarSource(s) || (Viewer{UserID: "a", Role: RoleAdmin}).OwnsCalendarSource(s) {
		t.Error("a source is its owner's alone")
	}
}
