package kajian

import "testing"

// Only admins and contributors skip the queue; only a contributor's direct
// publication is logged; a contributor is never an admin.
func TestPublishesDirectly(t *testing.T) {
	cases := []struct {
		v                   Viewer
		direct, logs, admin bool
	}{
		{Viewer{}, false, false, false},
		{Viewer{UserID: "u", Role: RoleUser}, false, false, false},
		{Viewer{UserID: "k", Role: RoleContributor}, true, true, false},
		{Viewer{UserID: "a", Role: RoleAdmin}, true, false, true},
	}
	for _, c := range cases {
		if PublishesDirectly(c.v, false) != c.direct || LogsDirectPublication(c.v, false) != c.logs || c.v.IsAdmin() != c.admin ||
			(RequireAdmin(c.v) == nil) != c.admin {
			t.Errorf("%+v: direct %v logs %v admin %v", c.v, PublishesDirectly(c.v, false), LogsDirectPublication(c.v, false), c.v.IsAdmin())
		}
	}
	if RoleLabel(RoleContributor) != "Kontributor" || RoleLabel(RoleUser) != "Pengguna" || !RoleContributor.Valid() {
		t.Error("role labels")
	}
}
