// Package geo turns Indonesian place names and addresses into coordinates and
// back. It embeds a gazetteer of every provinsi, kota and kabupaten
// (id-places.json, see ID-PLACES-NOTICE.md), ranks location suggestions as the
// user types, and geocodes through the gazetteer alone ("builtin") or the
// gazetteer in front of a Nominatim server or Google Geocoding, chosen by the
// KAJIAN_GEOCODER setting.
//
// Errors are *kajian.Error values carrying the specification's geocoding codes
// (invalid_address, quota_exceeded, api_error, network_error) and its exact
// Indonesian messages, so the HTTP layer can show them as they are.
package geo
