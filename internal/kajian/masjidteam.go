package kajian

import (
	"slices"
	"strings"
	"time"
	"unicode/utf8"
)

// A masjid's team: the users who keep its page (editors), how one asks to join it (a claim,
// 'Saya pengurus masjid ini', decided at the admins' desk), and what they may write.

// MasjidInput is what editors and admins change on a masjid's page. The point, region and zone
// stay as the masjid was placed; the slug stays so links keep working.
type MasjidInput struct {
	Name         string
	Address      string
	Facilities   []string
	WhatsApp     string
	Website      string
	Instagram    string
	YouTube      string
	InfaqBank    string
	InfaqAccount string
	InfaqHolder  string
	PhotoKey     string // a poster-pipeline upload; "" removes the photo
	QRISKey      string // a poster-pipeline upload; "" removes the QRIS image
}

// Clean trims every text and collapses repeated facilities.
func (in *MasjidInput) Clean() {
	for _, f := range []*string{&in.Name, &in.Address, &in.WhatsApp, &in.Website, &in.Instagram, &in.YouTube,
		&in.InfaqBank, &in.InfaqAccount, &in.InfaqHolder, &in.PhotoKey, &in.QRISKey} {
		*f = strings.TrimSpace(*f)
	}
	var facilities []string
	for _, f := range in.Facilities {
		if f = strings.TrimSpace(f); !slices.Contains(facilities, f) {
			facilities = append(facilities, f)
		}
	}
	in.Facilities = facilities
}

// Validate checks a cleaned input: a name, facilities from the fixed list only, an account number
// of digits, spaces and dashes, links as http(s) addresses, a WhatsApp number, texts within limits.
func (in MasjidInput) Validate() error {
	problems := map[string]string{}
	if in.Name == "" || utf8.RuneCountInString(in.Name) > MaxMasjidNameLength {
		problems["name"] = ErrMasjidName.Message
	}
	for _, f := range in.Facilities {
		if !Facility(f).Valid() {
			problems["facilities"] = ErrMasjidFacility.Message
		}
	}
	if err := CheckInfaqAccount(in.InfaqAccount); err != nil {
		problems["infaq_account"] = ErrInfaqAccount.Message
	}
	if msg := CheckPhone(in.WhatsApp); msg != "" {
		problems["whatsapp"] = msg
	}
	for field, link := range map[string]string{"website": in.Website, "instagram": in.Instagram, "youtube": in.YouTube} {
		if link != "" && (!ValidURL(link) || len(link) > MaxMasjidTextLength) {
			problems[field] = MsgMasjidLink
		}
	}
	for field, s := range map[string]string{"address": in.Address, "infaq_bank": in.InfaqBank, "infaq_holder": in.InfaqHolder} {
		if utf8.RuneCountInString(s) > MaxMasjidTextLength {
			problems[field] = MsgMasjidTextLong
		}
	}
	if len(problems) > 0 {
		return InvalidFields(problems)
	}
	return nil
}

// Apply writes a validated input onto m.
func (in MasjidInput) Apply(m *Masjid) {
	m.Name, m.Address, m.WhatsApp = in.Name, in.Address, in.WhatsApp
	m.Website, m.Instagram, m.YouTube = in.Website, in.Instagram, in.YouTube
	m.Facilities = m.Facilities[:0]
	for _, f := range Facilities { // kept in page order
		if slices.Contains(in.Facilities, string(f.Key)) {
			m.Facilities = append(m.Facilities, f.Key)
		}
	}
	m.PhotoKey = in.PhotoKey
	m.Infaq = Infaq{Bank: in.InfaqBank, Account: in.InfaqAccount, Holder: in.InfaqHolder, QRISKey: in.QRISKey}
}

// MasjidEditor is one user who keeps a masjid's page.
type MasjidEditor struct {
	UserID   string
	Email    string
	FullName string
	AddedAt  time.Time
}

// ClaimStatus is where a claim stands at the admins' desk.
type ClaimStatus string

// The statuses of a claim.
const (
	ClaimPending  ClaimStatus = "pending"
	ClaimApproved ClaimStatus = "approved"
	ClaimRejected ClaimStatus = "rejected"
)

// ParseClaimStatus reads a status filter; "" is every status.
func ParseClaimStatus(s string) (ClaimStatus, bool) {
	switch c := ClaimStatus(s); c {
	case "", ClaimPending, ClaimApproved, ClaimRejected:
		return c, true
	}
	return "", false
}

// MasjidClaim is a user's request to keep a masjid ('Saya pengurus masjid ini'), with what the
// admins' desk shows of the masjid and the user.
type MasjidClaim struct {
	ID         string
	MasjidID   string
	MasjidSlug string
	MasjidName string
	UserID     string
	UserEmail  string
	UserName   string
	Note       string
	Status     ClaimStatus
	CreatedAt  time.Time
	DecidedAt  *time.Time
}

// MasjidClaimsLimit caps the admins' list of claims.
const MasjidClaimsLimit = 200

// CleanClaimNote trims a claim's note and checks its length.
func CleanClaimNote(note string) (string, error) {
	note = strings.TrimSpace(note)
	if utf8.RuneCountInString(note) > MaxMasjidClaimNote {
		return "", ErrMasjidClaimNote
	}
	return note, nil
}

// Messages of the masjid team, as the pages word them.
const (
	MsgMasjidLink     = "Tautan harus berupa alamat web (http:// atau https://)"
	MsgMasjidTextLong = "Maksimal 500 karakter"
)

// Errors of the masjid team.
var (
	ErrMasjidClaimNote   = Invalid("note", "Catatan maksimal 1.000 karakter")
	ErrMasjidClaimEditor = Errorf(KindConflict, "already_editor", "Anda sudah menjadi pengurus masjid ini")
	ErrMasjidClaimGone   = Errorf(KindNotFound, "not_found", "Permintaan tidak ditemukan")
	ErrClaimDecided      = Errorf(KindConflict, "claim_decided", "Permintaan ini sudah diputuskan")
	ErrMasjidEditorsFull = Errorf(KindConflict, "editors_full", "Masjid ini sudah memiliki 20 pengurus")
	ErrMasjidEditorGone  = Errorf(KindNotFound, "not_found", "Pengurus tidak ditemukan")
	ErrMasjidChoice      = Invalid("masjid_id", "Masjid tidak ditemukan")
	ErrClaimStatus       = Invalid("status", "Status tidak valid")
)

// Masjid team messages shown after an action.
const (
	MsgMasjidSaved        = "Data masjid berhasil disimpan"
	MsgMasjidClaimSent    = "Permintaan Anda telah dikirim ke admin"
	MsgMasjidClaimApprove = "Permintaan disetujui: pengguna kini pengurus masjid"
	MsgMasjidClaimReject  = "Permintaan ditolak"
	MsgMasjidEditorAdded  = "Pengurus berhasil ditambahkan"
	MsgMasjidEditorGone   = "Pengurus berhasil dihapus"
	MsgMasjidVerified     = "Masjid ditandai terverifikasi"
	MsgMasjidUnverified   = "Tanda verifikasi masjid dicabut"
)

// Who may do what to a masjid's page and its sessions. keepsMasjid says whether the viewer is
// an editor of the masjid in question; the use-cases ask the store and pass the answer here, so
// the rule itself is stated once.

// CanEditMasjid reports whether v may edit a masjid's details and see its editors.
func CanEditMasjid(v Viewer, keepsMasjid bool) bool {
	return v.IsAdmin() || (v.SignedIn() && keepsMasjid)
}

// RequireMasjidEditor refuses visitors (401) and everyone but the masjid's editors and admins (403).
func RequireMasjidEditor(v Viewer, keepsMasjid bool) error {
	switch {
	case !v.SignedIn():
		return ErrUnauthorized
	case !CanEditMasjid(v, keepsMasjid):
		return ErrNotMasjidEditor
	}
	return nil
}

// CanEditAs reports whether v may edit s, knowing whether v keeps the masjid s names: its
// creator, an admin, or an editor of its masjid (not of another masjid).
func (v Viewer) CanEditAs(s *Session, keepsMasjid bool) bool {
	return v.CanEdit(s) || (v.SignedIn() && keepsMasjid)
}
