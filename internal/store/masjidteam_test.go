package store_test

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/google/uuid"
	"github.com/kajiankita/kajian/internal/kajian"
	"github.com/kajiankita/kajian/internal/store"
	"github.com/kajiankita/kajian/internal/store/storetest"
)

// teamMasjid stores a masjid at a point.
func teamMasjid(t *testing.T, db *store.DB, slug, name string, lat, lng float64) *kajian.Masjid {
	t.Helper()
	m := &kajian.Masjid{Slug: slug, Name: name, Point: kajian.NewGeoPoint(lat, lng), Region: "Bandung"}
	if err := db.CreateMasjid(context.Background(), m); err != nil {
		t.Fatal(err)
	}
	return m
}

func lastLog(t *testing.T, db *store.DB) kajian.ModEntry {
	t.Helper()
	log, err := db.ListModLog(context.Background(), 1)
	if err != nil || len(log) == 0 {
		t.Fatalf("log: %v %v", log, err)
	}
	return log[0]
}

// Editors are added once (logged once), listed, counted against the limit, and removed (logged);
// removing someone who is not one is not found.
func TestMasjidEditors(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		m := teamMasjid(t, db, "masjid-al-ikhlas-bandung", "Masjid Al-Ikhlas", -6.9, 107.6)
		admin, u := newUser(t, db, "admin@example.id"), newUser(t, db, "dkm@example.id")
		for range 2 {
			if err := db.AddMasjidEditor(ctx, m, u, admin.ID); err != nil {
				t.Fatal(err)
			}
		}
		if e := lastLog(t, db); e.Action != kajian.ModMasjidEditorAdd || e.SubjectType != kajian.SubjectMasjid || e.SubjectID != m.ID ||
			e.Detail != "dkm@example.id" || e.ActorID != admin.ID {
			t.Fatalf("log line %+v", e)
		}
		if log, _ := db.ListModLog(ctx, 10); len(log) != 1 {
			t.Fatalf("adding again logged again: %+v", log)
		}
		if ok, err := db.IsMasjidEditor(ctx, m.ID, u.ID); err != nil || !ok {
			t.Fatalf("is editor %v %v", ok, err)
		}
		if ok, _ := db.IsMasjidEditor(ctx, m.ID, admin.ID); ok {
			t.Fatal("the admin became an editor")
		}
		eds, err := db.ListMasjidEditors(ctx, m.ID)
		if err != nil || len(eds) != 1 || eds[0].Email != "dkm@example.id" || eds[0].FullName != "Hamba Allah" || eds[0].UserID != u.ID {
			t.Fatalf("editors %+v %v", eds, err)
		}
		if err := db.RemoveMasjidEditor(ctx, m, u.ID, admin.ID); err != nil {
			t.Fatal(err)
		}
		if e := lastLog(t, db); e.Action != kajian.ModMasjidEditorRemove || e.Detail != "dkm@example.id" {
			t.Fatalf("log line %+v", e)
		}
		for _, id := range []string{u.ID, "x", uuid.NewString()} {
			if err := db.RemoveMasjidEditor(ctx, m, id, admin.ID); !errors.Is(err, kajian.ErrMasjidEditorGone) {
				t.Fatalf("remove %s again: %v", id, err)
			}
		}
		for i := range kajian.MaxMasjidEditors {
			if err := db.AddMasjidEditor(ctx, m, newUser(t, db, fmt.Sprintf("e%d@example.id", i)), admin.ID); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.AddMasjidEditor(ctx, m, u, admin.ID); !errors.Is(err, kajian.ErrMasjidEditorsFull) {
			t.Fatalf("21st editor: %v", err)
		}
	})
}

// One pending claim per user and masjid (the unique index); approving makes the claimer an
// editor and is logged; a decided claim is not decided again; an editor cannot claim.
func TestMasjidClaims(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		m := teamMasjid(t, db, "masjid-nurul-iman-bandung", "Masjid Nurul Iman", -6.91, 107.61)
		admin, u, other := newUser(t, db, "admin@example.id"), newUser(t, db, "dkm@example.id"), newUser(t, db, "lain@example.id")
		c := &kajian.MasjidClaim{MasjidID: m.ID, UserID: u.ID, Note: "Saya sekretaris DKM"}
		if err := db.CreateMasjidClaim(ctx, c); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateMasjidClaim(ctx, &kajian.MasjidClaim{MasjidID: m.ID, UserID: u.ID}); !errors.Is(err, kajian.ErrMasjidClaimPending) {
			t.Fatalf("second pending claim: %v", err)
		}
		rejected := &kajian.MasjidClaim{MasjidID: m.ID, UserID: other.ID}
		if err := db.CreateMasjidClaim(ctx, rejected); err != nil {
			t.Fatal(err)
		}
		list, err := db.ListMasjidClaims(ctx, kajian.ClaimPending)
		if err != nil || len(list) != 2 {
			t.Fatalf("pending %+v %v", list, err)
		}
		got := list[1]
		if list[0].ID == c.ID {
			got = list[0]
		}
		if got.MasjidSlug != m.Slug || got.MasjidName != m.Name || got.UserEmail != "dkm@example.id" || got.UserName != "Hamba Allah" ||
			got.Note != "Saya sekretaris DKM" || got.Status != kajian.ClaimPending || got.DecidedAt != nil {
			t.Fatalf("claim as listed %+v", got)
		}

		decided, err := db.DecideMasjidClaim(ctx, c.ID, true, admin.ID)
		if err != nil || decided.Status != kajian.ClaimApproved || decided.DecidedAt == nil || decided.UserEmail != "dkm@example.id" {
			t.Fatalf("approve %+v %v", decided, err)
		}
		if ok, _ := db.IsMasjidEditor(ctx, m.ID, u.ID); !ok {
			t.Fatal("approving did not make an editor")
		}
		if e := lastLog(t, db); e.Action != kajian.ModMasjidClaimApprove || e.SubjectID != m.ID || e.Detail != "dkm@example.id" {
			t.Fatalf("log line %+v", e)
		}
		if _, err := db.DecideMasjidClaim(ctx, c.ID, false, admin.ID); !errors.Is(err, kajian.ErrClaimDecided) {
			t.Fatalf("deciding again: %v", err)
		}
		if _, err := db.DecideMasjidClaim(ctx, rejected.ID, false, admin.ID); err != nil {
			t.Fatal(err)
		}
		if ok, _ := db.IsMasjidEditor(ctx, m.ID, other.ID); ok {
			t.Fatal("a rejected claimer became an editor")
		}
		if e := lastLog(t, db); e.Action != kajian.ModMasjidClaimReject {
			t.Fatalf("log line %+v", e)
		}
		for _, id := range []string{"x", uuid.NewString()} {
			if _, err := db.DecideMasjidClaim(ctx, id, true, admin.ID); !errors.Is(err, kajian.ErrMasjidClaimGone) {
				t.Fatalf("unknown claim %s: %v", id, err)
			}
		}
		if err := db.CreateMasjidClaim(ctx, &kajian.MasjidClaim{MasjidID: m.ID, UserID: u.ID}); !errors.Is(err, kajian.ErrMasjidClaimEditor) {
			t.Fatalf("an editor's claim: %v", err)
		}
		if err := db.CreateMasjidClaim(ctx, &kajian.MasjidClaim{MasjidID: m.ID, UserID: other.ID}); err != nil {
			t.Fatalf("a claim after a rejection: %v", err)
		}
		if all, err := db.ListMasjidClaims(ctx, ""); err != nil || len(all) != 3 || all[0].Status != kajian.ClaimPending {
			t.Fatalf("all claims, pending first: %+v %v", all, err)
		}
	})
}

// Editing saves the details, takes a new photo and QRIS image from the uploads and hands the
// replaced ones to the sweep; verification is logged.
func TestUpdateMasjidAndVerify(t *testing.T) {
	storetest.Each(t, kajian.NewFixedClock(testNow), func(t *testing.T, db *store.DB) {
		ctx := context.Background()
		m := teamMasjid(t, db, "masjid-at-taqwa-bandung", "Masjid At-Taqwa", -6.92, 107.62)
		admin := newUser(t, db, "admin@example.id")
		photo, qris := admin.ID+"/regular/photo.jpg", admin.ID+"/regular/qris.png"
		for _, k := range []string{photo, qris} {
			if err := db.RecordPosterUpload(ctx, k, admin.ID); err != nil {
				t.Fatal(err)
			}
		}
		before := *m
		in := kajian.MasjidInput{Name: "Masjid Besar At-Taqwa", Address: "Jl. Taqwa 1", Facilities: []string{"ac", "parkir-motor"},
			WhatsApp: "0812 3456 7890", Website: "https://attaqwa.example", InfaqBank: "Bank Contoh", InfaqAccount: "000-111-222",
			InfaqHolder: "DKM At-Taqwa", PhotoKey: photo, QRISKey: qris}
		in.Apply(m)
		if err := db.UpdateMasjid(ctx, m, &before); err != nil {
			t.Fatal(err)
		}
		got, err := db.FindMasjidBySlug(ctx, m.Slug)
		if err != nil || got.Name != "Masjid Besar At-Taqwa" || got.PhotoKey != photo || got.Infaq.QRISKey != qris ||
			len(got.Facilities) != 2 || got.Facilities[0] != kajian.FacilityMotorPark || got.Infaq.Account != "000-111-222" ||
			got.WhatsApp != "0812 3456 7890" || got.Website != "https://attaqwa.example" {
			t.Fatalf("after update %+v %v", got, err)
		}
		// Taken: a sweep no longer deletes them.
		if claims, err := db.ClaimDuePosters(ctx, 10); err != nil || claims.Len() != 0 {
			t.Fatalf("the taken images are due: %+v %v", claims, err)
		}
		if ok, err := db.ClaimPoster(ctx, qris); err != nil || ok {
			t.Fatalf("a shown QRIS image was claimed for deletion: %v %v", ok, err)
		}
		// Dropping the QRIS image hands it to the sweep.
		before = *got
		got.Infaq.QRISKey = ""
		if err := db.UpdateMasjid(ctx, got, &before); err != nil {
			t.Fatal(err)
		}
		if claims, err := db.ClaimDuePosters(ctx, 10); err != nil || len(claims.Delete) != 1 || claims.Delete[0] != qris {
			t.Fatalf("the dropped image is not due: %+v %v", claims, err)
		}
		// A key nobody uploaded is refused.
		before = *got
		got.PhotoKey = admin.ID + "/regular/never.jpg"
		if err := db.UpdateMasjid(ctx, got, &before); !errors.Is(err, kajian.ErrPosterGone) {
			t.Fatalf("unknown key: %v", err)
		}

		if err := db.SetMasjidVerified(ctx, m, true, admin.ID); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.FindMasjidBySlug(ctx, m.Slug); !got.Verified {
			t.Fatal("not verified")
		}
		if e := lastLog(t, db); e.Action != kajian.ModMasjidVerify || e.Detail != "ya" || e.SubjectType != kajian.SubjectMasjid {
			t.Fatalf("log line %+v", e)
		}
		if _, err := db.FindMasjidBySlug(ctx, "tidak-ada"); !errors.Is(err, kajian.ErrMasjidNotFound) {
			t.Fatalf("unknown slug: %v", err)
		}
	})
}
