package kajian

import (
	"errors"
	"slices"
	"strings"
	"testing"
)

func TestMasjidInputValidate(t *testing.T) {
	ok := MasjidInput{Name: " Masjid Al-Ikhlas ", Facilities: []string{"ac", "area-akhwat", "ac"}, InfaqAccount: "123-456 789",
		WhatsApp: "0812-3456-7890", Website: "https://alikhlas.example", Instagram: "https://instagram.com/alikhlas"}
	ok.Clean()
	if err := ok.Validate(); err != nil {
		t.Fatalf("a good input refused: %v", err)
	}
	if !slices.Equal(ok.Facilities, []string{"ac", "area-akhwat"}) || ok.Name != "Masjid Al-Ikhlas" {
		t.Fatalf("clean: %+v", ok)
	}
	var m Masjid
	ok.Apply(&m)
	if !slices.Equal(m.Facilities, []Facility{FacilityAkhwatArea, FacilityAC}) || m.Infaq.Account != "123-456 789" {
		t.Fatalf("apply keeps the page order and the account: %+v", m)
	}

	cases := []struct {
		name  string
		edit  func(*MasjidInput)
		field string
		msg   string
	}{
		{"no name", func(in *MasjidInput) { in.Name = "" }, "name", ErrMasjidName.Message},
		{"long name", func(in *MasjidInput) { in.Name = strings.Repeat("a", MaxMasjidNameLength+1) }, "name", ErrMasjidName.Message},
		{"unknown facility", func(in *MasjidInput) { in.Facilities = []string{"ac", "kolam-renang"} }, "facilities", ErrMasjidFacility.Message},
		{"letters in the account", func(in *MasjidInput) { in.InfaqAccount = "12AB" }, "infaq_account", ErrInfaqAccount.Message},
		{"long account", func(in *MasjidInput) { in.InfaqAccount = strings.Repeat("1", 31) }, "infaq_account", ErrInfaqAccount.Message},
		{"bad phone", func(in *MasjidInput) { in.WhatsApp = "hubungi kami" }, "whatsapp", MsgPhoneInvalid},
		{"script link", func(in *MasjidInput) { in.Website = "javascript:alert(1)" }, "website", MsgMasjidLink},
		{"bare handle", func(in *MasjidInput) { in.Instagram = "@alikhlas" }, "instagram", MsgMasjidLink},
		{"long holder", func(in *MasjidInput) { in.InfaqHolder = strings.Repeat("a", MaxMasjidTextLength+1) }, "infaq_holder", MsgMasjidTextLong},
	}
	for _, c := range cases {
		in := ok
		in.Facilities = slices.Clone(ok.Facilities)
		c.edit(&in)
		var e *Error
		if err := in.Validate(); !errors.As(err, &e) || e.Kind != KindInvalid || e.Fields[c.field] != c.msg {
			t.Errorf("%s: %v (%+v), want %s: %s", c.name, err, e, c.field, c.msg)
		}
	}
}

func TestCleanClaimNote(t *testing.T) {
	if n, err := CleanClaimNote("  Saya sekretaris DKM  "); err != nil || n != "Saya sekretaris DKM" {
		t.Fatalf("%q %v", n, err)
	}
	if _, err := CleanClaimNote(strings.Repeat("é", MaxMasjidClaimNote)); err != nil {
		t.Fatalf("1,000 characters refused: %v", err)
	}
	if _, err := CleanClaimNote(strings.Repeat("a", MaxMasjidClaimNote+1)); !errors.Is(err, ErrMasjidClaimNote) {
		t.Fatalf("1,001 characters: %v", err)
	}
}

// The one rule of who publishes at once and who keeps a session public when editing: admins,
// contributors (their postings, and edits of their own sessions) and the editors of the masjid the
// session names.
func TestMasjidEditorRules(t *testing.T) {
	visitor, user := Viewer{}, Viewer{UserID: "u", Role: RoleUser}
	contributor, admin := Viewer{UserID: "k", Role: RoleContributor}, Viewer{UserID: "a", Role: RoleAdmin}
	s := &Session{CreatedBy: "someone"}
	cases := []struct {
		name                      string
		v                         Viewer
		keeps                     bool
		direct, logs, keepsPublic bool
		editMasjid, editSession   bool
	}{
		{"visitor", visitor, false, false, false, false, false, false},
		{"visitor claiming to keep it", visitor, true, false, false, false, false, false},
		{"user", user, false, false, false, false, false, false},
		{"editor of this masjid", user, true, true, true, true, true, true},
		{"contributor", contributor, false, true, true, false, false, false},
		{"admin", admin, false, true, false, true, true, true},
	}
	for _, c := range cases {
		if PublishesDirectly(c.v, c.keeps) != c.direct || LogsDirectPublication(c.v, c.keeps) != c.logs ||
			EditKeepsPublic(c.v, s, c.keeps) != c.keepsPublic || CanEditMasjid(c.v, c.keeps) != c.editMasjid ||
			c.v.CanEditAs(s, c.keeps) != c.editSession {
			t.Errorf("%s: direct %v logs %v keepsPublic %v editMasjid %v editSession %v", c.name, PublishesDirectly(c.v, c.keeps),
				LogsDirectPublication(c.v, c.keeps), EditKeepsPublic(c.v, s, c.keeps), CanEditMasjid(c.v, c.keeps), c.v.CanEditAs(s, c.keeps))
		}
	}
	if ErrorKind(RequireMasjidEditor(visitor, false)) != KindUnauthorized || ErrorKind(RequireMasjidEditor(user, false)) != KindForbidden ||
		RequireMasjidEditor(user, true) != nil || RequireMasjidEditor(admin, false) != nil {
		t.Error("RequireMasjidEditor")
	}
	if StatusAfterEdit(Regular, StatusApproved, EditKeepsPublic(user, s, true)) != StatusApproved ||
		StatusAfterEdit(Regular, StatusApproved, EditKeepsPublic(contributor, s, false)) != StatusPending {
		t.Error("an editor's edit keeps the session public; a contributor's of someone else's sends it back")
	}
	own := &Session{Type: Regular, Status: StatusApproved, CreatedBy: contributor.UserID}
	mine := &Session{Type: Regular, Status: StatusApproved, CreatedBy: user.UserID}
	if !EditKeepsPublic(contributor, own, false) || !LogsDirectEdit(contributor, own, false) ||
		EditKeepsPublic(user, mine, false) || LogsDirectEdit(user, mine, false) ||
		LogsDirectEdit(admin, own, false) || LogsDirectEdit(user, mine, true) {
		t.Error("a contributor's edit of their own session stays public and is logged; a user's waits; an admin's and an editor's are not logged")
	}
	own.Status = StatusPending
	if LogsDirectEdit(contributor, own, false) {
		t.Error("an edit of a pending session publishes nothing and is not logged")
	}
}
