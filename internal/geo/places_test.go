package geo

import (
	"strings"
	"testing"

	"github.com/kajiankita/kajian/internal/kajian"
)

func TestPlacesMatchTheDataREADME(t *testing.T) {
	places := Places()
	if len(places) != 552 {
		t.Fatalf("len(Places()) = %d, want 552", len(places))
	}
	count := map[string]int{}
	ids := map[string]bool{}
	ranks := map[int]bool{}
	for _, p := range places {
		count[p.Type]++
		if ids[p.ID] {
			t.Errorf("duplicate id %s", p.ID)
		}
		ids[p.ID] = true
		if !kajian.InIndonesia(p.Lat, p.Lng) {
			t.Errorf("%s at %v,%v is outside Indonesia", p.Name, p.Lat, p.Lng)
		}
		if p.Popular {
			ranks[p.PopularRank] = true
		}
		if p.Name == "" || p.City == "" || p.Province == "" || p.DisplayName == "" {
			t.Errorf("place %s has an empty field: %+v", p.ID, p)
		}
	}
	if count[TypeProvinsi] != 38 || count[TypeKota] != 98 || count[TypeKabupaten] != 416 {
		t.Errorf("types = %v, want 38 provinsi, 98 kota, 416 kabupaten", count)
	}
	for r := 1; r <= 20; r++ {
		if !ranks[r] {
			t.Errorf("no popular place has rank %d", r)
		}
	}
	if len(ranks) != 20 {
		t.Errorf("%d popular ranks, want 20", len(ranks))
	}
}

func TestPlacesReturnsCopies(t *testing.T) {
	ps := Places()
	ps[0].Name = "changed"
	ps[0].Aliases[0] = "changed"
	p, ok := PlaceByID(ps[0].ID)
	if !ok || p.Name == "changed" || p.Aliases[0] == "changed" {
		t.Fatalf("changing a returned place changed the gazetteer: %+v", p)
	}
	p.Aliases[0] = "again"
	if q, _ := Lookup(p.City); q.Aliases[0] == "again" {
		t.Fatal("changing PlaceByID's aliases changed the gazetteer")
	}
}

func TestPlaceByID(t *testing.T) {
	p, ok := PlaceByID("32.73")
	if !ok || p.Name != "Kota Bandung" || p.Type != TypeKota || p.PopularRank != 3 {
		t.Errorf("PlaceByID(32.73) = %+v, %v", p, ok)
	}
	if _, ok := PlaceByID("99.99"); ok {
		t.Error("PlaceByID(99.99) found a place")
	}
}

func TestPlacesNoticeShipsTheLicence(t *testing.T) {
	for _, want := range []string{"cahyadsn/wilayah_boundaries", "MIT License", "Copyright (c) 2024 Cahya DSN", "THE SOFTWARE IS PROVIDED \"AS IS\""} {
		if !strings.Contains(PlacesNotice, want) {
			t.Errorf("PlacesNotice lacks %q", want)
		}
	}
}
