package server

import (
	"strconv"
	"strings"
	"time"

	"github.com/kajiankita/kajian/internal/kajian"
)

// schemaDays are schema.org DayOfWeek values by day_of_week.
var schemaDays = [7]string{"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"}

// sessionJSONLD is k as a schema.org Event ending as EndAfter says (a dauroh on
// its last day); a weekly session is an Event with an eventSchedule repeating by
// its rhythm on its day from its next occurrence, without its holidays.
func sessionJSONLD(k *kajian.Session, creatorName string, now time.Time, l links) map[string]any {
	tm := k.TimingAt(now)
	loc := k.Zone.Location()
	start := tm.Next.In(loc)
	end := k.EndAfter(start).In(loc)
	link := l.session(k)
	ev := map[string]any{
		"@context":            "https://schema.org",
		"@type":               "Event",
		"name":                k.Title,
		"description":         sessionDescription(k, tm.NextDate),
		"url":                 link,
		"image":               []string{l.previewImage(k)},
		"startDate":           start.Format("2006-01-02T15:04:05-07:00"),
		"endDate":             end.Format("2006-01-02T15:04:05-07:00"),
		"eventStatus":         "https://schema.org/EventScheduled",
		"inLanguage":          "id",
		"isAccessibleForFree": true,
		"organizer": map[string]any{
			"@type": "Person", "name": creatorName, "url": l.base + "/profile/" + k.CreatedBy,
		},
	}
	if d := strings.TrimSpace(k.Description); d != "" {
		ev["description"] = truncateRunes(d, 500)
	}
	if k.IsCancelled() { // still on its page until its time: search engines say it is off
		ev["eventStatus"] = "https://schema.org/EventCancelled"
	}
	var performers []map[string]any
	for _, sp := range k.SpeakersOrDerived() {
		performers = append(performers, map[string]any{"@type": "Person", "name": sp.Name})
	}
	if len(performers) > 0 {
		ev["performer"] = performers
	}

	var locations []map[string]any
	if k.Location != "" || k.Address != "" {
		place := map[string]any{"@type": "Place", "name": firstNonEmpty(k.Location, k.Address)}
		addr := map[string]any{"@type": "PostalAddress", "addressCountry": "ID"}
		if k.Address != "" {
			addr["streetAddress"] = k.Address
		} else {
			addr["streetAddress"] = k.Location
		}
		place["address"] = addr
		if k.Latitude != nil && k.Longitude != nil {
			place["geo"] = map[string]any{"@type": "GeoCoordinates", "latitude": *k.Latitude, "longitude": *k.Longitude}
		}
		if k.MapsURL != "" {
			place["hasMap"] = k.MapsURL
		}
		locations = append(locations, place)
	}
	if k.IsOnline || k.LiveStreamURL != "" {
		virtual := map[string]any{"@type": "VirtualLocation"}
		virtual["url"] = firstNonEmpty(k.LiveStreamURL, link)
		if k.IsOnline || len(locations) == 0 {
			locations = append([]map[string]any{virtual}, locations...)
		} else {
			locations = append(locations, virtual)
		}
	}
	switch {
	case len(locations) > 1:
		ev["location"] = locations
		ev["eventAttendanceMode"] = "https://schema.org/MixedEventAttendanceMode"
	case len(locations) == 1 && locations[0]["@type"] == "VirtualLocation":
		ev["location"] = locations[0]
		ev["eventAttendanceMode"] = "https://schema.org/OnlineEventAttendanceMode"
	case len(locations) == 1:
		ev["location"] = locations[0]
		ev["eventAttendanceMode"] = "https://schema.org/OfflineEventAttendanceMode"
	}

	if k.Type == kajian.Recurring {
		schedule := map[string]any{
			"@type":            "Schedule",
			"repeatFrequency":  repeatFrequency(k.Rhythm),
			"byDay":            "https://schema.org/" + schemaDays[k.DayOfWeek%7],
			"startDate":        tm.NextDate.String(),
			"startTime":        start.Format("15:04:05"),
			"endTime":          end.Format("15:04:05"),
			"scheduleTimezone": loc.String(),
		}
		if k.Rhythm.Monthly() {
			// schema.org's byMonthWeek is 1 to 5 and has no word for the last week; the
			// month's last such weekday is written -1, as iCalendar's BYDAY=-1SA counts it.
			schedule["byMonthWeek"] = k.Rhythm.MonthWeeks
		}
		var except []string
		// Only a date the schedule gives can be an exception to it.
		for _, d := range k.HeldBack(tm.NextDate) {
			except = append(except, d.String())
		}
		if len(except) > 0 {
			schedule["exceptDate"] = except
		}
		ev["eventSchedule"] = schedule
	}
	return ev
}

// repeatFrequency is a rhythm's ISO 8601 period: P1W every week, P2W to P4W every N weeks, P1M
// in given weeks of each month (byMonthWeek says which).
func repeatFrequency(r kajian.Rhythm) string {
	switch {
	case r.Monthly():
		return "P1M"
	case r.EveryWeeks > 1:
		return "P" + strconv.Itoa(r.EveryWeeks) + "W"
	}
	return "P1W"
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if strings.TrimSpace(v) != "" {
			return v
		}
	}
	return ""
}
