package kajian

import (
	"time"
	_ "time/tzdata" // the zones must resolve on machines without a zoneinfo database
)

// Zone is an Indonesian time-zone region label as sessions carry it.
type Zone string

// The three Indonesian time zones.
const (
	WIB  Zone = "WIB"  // Waktu Indonesia Barat, UTC+7
	WITA Zone = "WITA" // Waktu Indonesia Tengah, UTC+8
	WIT  Zone = "WIT"  // Waktu Indonesia Timur, UTC+9
)

// DefaultZone is the label a session gets when none is given.
const DefaultZone = WIB

// Zones lists every valid zone, west to east.
var Zones = []Zone{WIB, WITA, WIT}

var zoneLocations = map[Zone]*time.Location{
	WIB:  mustLoad("Asia/Jakarta"),
	WITA: mustLoad("Asia/Makassar"),
	WIT:  mustLoad("Asia/Jayapura"),
}

func mustLoad(name string) *time.Location {
	loc, err := time.LoadLocation(name)
	if err != nil {
		panic("kajian: embedded tzdata lacks " + name)
	}
	return loc
}

// Valid reports whether z is one of WIB, WITA and WIT.
func (z Zone) Valid() bool {
	_, ok := zoneLocations[z]
	return ok
}

// Location returns the IANA location of z; an unknown zone reads as WIB.
func (z Zone) Location() *time.Location {
	if loc, ok := zoneLocations[z]; ok {
		return loc
	}
	return zoneLocations[DefaultZone]
}

// ParseZone reads a zone label; anything else is not a zone.
func ParseZone(s string) (Zone, bool) {
	z := Zone(s)
	return z, z.Valid()
}
