package server

import (
	"bytes"
	"html/template"
	"strconv"
	"strings"

	"github.com/kajiankita/kajian/internal/kajian"
)

// firstCardsSlot is where the prerendered home page (web/src/features/kajian/components/
// home-results.tsx) leaves room for the first page's cards, which the server writes in so a
// first visit shows kajian as soon as its HTML and CSS are in, long before the app has loaded.
// The app takes the cards over as they are and then renders its own in their place.
const firstCardsSlot = "<!--kartu-awal-->"

// cardIcons are the card's lucide icons as lucide-react renders them.
var cardIcons = map[string]string{
	"book-open":     `<path d="M12 5v16"></path><path d="M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"></path>`,
	"calendar-days": `<path d="M8 2v3"></path><path d="M16 2v3"></path><rect x="3" y="3" width="18" height="18" rx="2"></rect><path d="M3 9h18"></path><path d="M8 13h.01"></path><path d="M12 13h.01"></path><path d="M16 13h.01"></path><path d="M8 17h.01"></path><path d="M12 17h.01"></path><path d="M16 17h.01"></path>`,
	"map-pin":       `<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"></path><circle cx="12" cy="10" r="3"></circle>`,
	"navigation":    `<polygon points="3 11 22 2 13 21 11 13 3 11"></polygon>`,
	"radio":         `<path d="M16.247 7.761a6 6 0 0 1 0 8.478"></path><path d="M19.075 4.933a10 10 0 0 1 0 14.134"></path><path d="M4.925 19.067a10 10 0 0 1 0-14.134"></path><path d="M7.753 16.239a6 6 0 0 1 0-8.478"></path><circle cx="12" cy="12" r="2"></circle>`,
	"repeat":        `<path d="m17 2 4 4-4 4"></path><path d="M3 11v-1a4 4 0 0 1 4-4h14"></path><path d="m7 22-4-4 4-4"></path><path d="M21 13v1a4 4 0 0 1-4 4H3"></path>`,
	"users":         `<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"></path><path d="M16 3.128a4 4 0 0 1 0 7.744"></path><path d="M22 21v-2a4 4 0 0 0-3-3.87"></path><circle cx="9" cy="7" r="4"></circle>`,
}

// icon is the SVG of one of cardIcons with extra classes.
func icon(name, class string) template.HTML {
	if class != "" {
		class = " " + class
	}
	return template.HTML(`<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide lucide-` +
		name + template.HTMLEscapeString(class) + `" aria-hidden="true">` + cardIcons[name] + `</svg>`)
}

const badgeClass = "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap "

// firstCardsTemplate is KajianCard (web/src/features/kajian/components/kajian-card.tsx) as a
// visitor sees it, element for element and class for class: the app's cards replace these
// without a visible change. The browser test "the server's first cards are the app's cards"
// holds the two together.
var firstCardsTemplate = template.Must(template.New("cards").Funcs(template.FuncMap{"icon": icon}).Parse(
	`{{range .}}{{$c := .}}<article class="group relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-emerald-600 has-focus-visible:ring-offset-2" data-testid="kajian-card" data-distance="{{.DistanceData}}">` +
		`{{with .PosterCard}}<img src="{{.}}" alt="Poster {{$c.Title}}" loading="lazy" decoding="async" width="96" height="96" class="size-20 shrink-0 rounded-xl bg-stone-100 object-cover sm:size-24"/>{{end}}` +
		`<div class="flex min-w-0 flex-1 flex-col gap-1">` +
		`{{if .HolidayToday}}<p class="rounded-lg bg-red-700 px-2 py-1 text-sm font-semibold text-white" role="note">{{.HolidayToday}}</p>{{end}}` +
		`<h3 class="line-clamp-2 text-base leading-snug font-semibold text-stone-900"><a href="{{.Path}}" class="after:absolute after:inset-0 focus-visible:outline-none">{{.Title}}</a></h3>` +
		`<p class="truncate text-sm font-medium text-emerald-800">{{.Speaker}}</p>` +
		`<p class="flex items-start gap-1.5 text-sm text-stone-700">{{icon "calendar-days" "mt-0.5 size-4 shrink-0 text-stone-400"}}<span>{{.When}} · {{.Time}}` +
		`{{with .Next}}<span class="inline-block text-xs text-stone-500"> · Selanjutnya: {{.}}</span>{{end}}</span></p>` +
		`<p class="flex items-center gap-1.5 text-sm text-stone-700">{{icon .WhereIcon "size-4 shrink-0 text-stone-400"}}<span class="min-w-0 truncate">{{.Where}}</span>` +
		`{{with .Distance}}<span class="ml-auto flex shrink-0 items-center gap-1 font-medium text-emerald-800" data-testid="distance">{{icon "navigation" "size-3.5"}}{{.}}</span>{{end}}</p>` +
		`<div class="flex flex-wrap items-center gap-1">` +
		`{{if .Recurring}}<span class="` + badgeClass + `bg-sky-100 text-sky-800">{{icon "repeat" "size-3"}} Kajian Rutin</span>{{end}}` +
		`{{if .Online}}<span class="` + badgeClass + `bg-amber-100 text-amber-800">ONLINE</span>{{else}}<span class="` + badgeClass + `bg-emerald-100 text-emerald-800">OFFLINE</span>{{end}}` +
		`{{with .Audience}}<span class="` + badgeClass + `bg-stone-100 text-stone-700">{{.}}</span>{{end}}` +
		`<span class="flex items-center gap-1 text-xs text-stone-600">{{icon "users" "size-3.5 shrink-0 text-stone-400"}}{{.Attendees}}</span></div>` +
		`{{with .Holidays}}<p class="text-xs text-red-700">{{.}}</p>{{end}}` +
		`{{if .Kitab}}<p class="flex items-center gap-1.5 text-xs text-stone-600">{{icon "book-open" "size-3.5 shrink-0 text-stone-400"}}<span class="min-w-0 truncate">{{.Kitab}}</span></p>` +
		`{{else}}{{with .Description}}<p class="line-clamp-1 text-xs text-stone-500">{{.}}</p>{{end}}{{end}}` +
		`{{with .LiveStream}}<a href="{{.}}" target="_blank" rel="noopener noreferrer" class="inline-flex shrink-0 items-center justify-center gap-2 rounded-xl font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:pointer-events-none disabled:opacity-50 [&amp;_svg]:size-5 [&amp;_svg]:shrink-0 bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 min-h-9 px-3 text-sm relative z-10 mt-1 self-start">{{icon "radio" ""}} Gabung Live Stream</a>{{end}}` +
		`</div></article>{{end}}`))

// firstCard is what one card shows, worked out as KajianCard works it out.
type firstCard struct {
	Path, Title, PosterCard, DistanceData, HolidayToday, Speaker, When, Time, Next string
	WhereIcon, Where, Distance, Attendees, Holidays, Description, LiveStream       string
	Kitab, Audience                                                                string
	Recurring, Online                                                              bool
}

// holidaysOnCard is how many upcoming holidays a card names before '+N lainnya'.
const holidaysOnCard = 2

func newFirstCard(k kajianDTO) firstCard {
	c := firstCard{Path: k.Path, Title: k.Title, Recurring: k.Type == string(kajian.Recurring), Online: k.IsOnline}
	if k.Poster != nil {
		c.PosterCard = k.Poster.Card
	}
	if k.DistanceKm != nil {
		c.DistanceData = strconv.FormatFloat(*k.DistanceKm, 'f', -1, 64)
	}
	if c.Recurring && k.IsHolidayToday {
		c.HolidayToday = "Libur Hari Ini"
		if k.HolidayToday != nil && k.HolidayToday.Reason != nil && *k.HolidayToday.Reason != "" {
			c.HolidayToday += ": " + *k.HolidayToday.Reason
		}
	}
	c.Speaker = k.Ustaz
	if len(k.Speakers) > 0 {
		c.Speaker = k.Speakers[0].Name
	}
	for _, s := range k.Speakers {
		if s.IsMain {
			c.Speaker = s.Name
			break
		}
	}
	switch {
	case c.Recurring && k.DayOfWeek != nil:
		c.When = "Setiap " + kajian.DayName(*k.DayOfWeek)
	case k.Date != nil:
		c.When = longDate(*k.Date)
	}
	zone := k.TimezoneRegion
	if zone == "" {
		zone = string(kajian.DefaultZone)
	}
	clock := k.Time[:min(5, len(k.Time))]
	c.Time = clock + " " + zone
	if k.AfterPrayer != nil {
		after := kajian.AfterPrayer{Prayer: kajian.Prayer(*k.AfterPrayer), Offset: k.PrayerOffset}
		c.Time = after.Label() + " (± " + strings.Replace(clock, ":", ".", 1) + " " + zone + ")"
	}
	if c.Recurring && k.NextOccurrence != nil {
		c.Next = shortDate(*k.NextOccurrence)
	}
	c.WhereIcon, c.Where = "map-pin", "-"
	switch {
	case k.IsOnline:
		c.WhereIcon, c.Where = "radio", "Live Stream"
	case k.Location != nil:
		c.Where = *k.Location
	case k.Address != nil:
		c.Where = *k.Address
	}
	if k.DistanceLabel != nil {
		c.Distance = *k.DistanceLabel
	}
	c.Attendees = strconv.Itoa(k.RSVPCount) + " orang akan hadir"
	c.Audience = k.AudienceLabel
	var book []string
	for _, v := range []*string{k.Kitab, k.Bab} {
		if v != nil && *v != "" {
			book = append(book, *v)
		}
	}
	c.Kitab = strings.Join(book, " · ")
	if c.Recurring {
		c.Holidays = upcomingHolidaysText(k)
	}
	if k.Description != nil {
		c.Description = *k.Description
	}
	if k.IsOnline && k.LiveStreamURL != nil && *k.LiveStreamURL != "" && k.IsToday && !k.IsPast {
		c.LiveStream = *k.LiveStreamURL
	}
	return c
}

// upcomingHolidaysText is a card's 'Libur mendatang:' line, or "".
func upcomingHolidaysText(k kajianDTO) string {
	ahead := k.Holidays
	if k.IsHolidayToday && len(ahead) > 0 {
		ahead = ahead[1:] // today's holiday has its own banner
	}
	if len(ahead) == 0 {
		return ""
	}
	more := max(0, len(ahead)-holidaysOnCard) + k.HolidaysMore
	var dates []string
	for _, h := range ahead[:min(holidaysOnCard, len(ahead))] {
		dates = append(dates, shortDate(h.Date))
	}
	text := "Libur mendatang: " + strings.Join(dates, ", ")
	if more > 0 {
		text += " +" + strconv.Itoa(more) + " lainnya"
	}
	return text
}

// longDate: "2026-11-24" → "Selasa, 24 November 2026".
func longDate(s string) string {
	d, err := kajian.ParseDate(s)
	if err != nil {
		return s
	}
	return d.LongIndonesian()
}

// shortDate: "2026-11-24" → "24 Nov".
func shortDate(s string) string {
	d, err := kajian.ParseDate(s)
	if err != nil {
		return s
	}
	return strconv.Itoa(d.Day) + " " + kajian.MonthNames[d.Month-1][:3]
}

// firstCardsHTML is the cards of items as a visitor's KajianCard renders them.
func firstCardsHTML(items []kajianDTO) (string, error) {
	cards := make([]firstCard, len(items))
	for i, k := range items {
		cards[i] = newFirstCard(k)
	}
	var b bytes.Buffer
	if err := firstCardsTemplate.Execute(&b, cards); err != nil {
		return "", err
	}
	return b.String(), nil
}
