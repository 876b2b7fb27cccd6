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
// without a visible change. Both show the card's words as the DTO carries them
// (kajian.CardText) and work out nothing else but the attendance line and whether the live
// stream is offered. TestFirstCardsGolden and the app's kajian-card.test.tsx hold the two
// markups together over a fixture of tricky cards (web/src/features/kajian/components/
// testdata), and the browser test "the server's first cards are the app's cards" on real
// pages. (data-discover is what React Router's Link writes on every link to a route.)
var firstCardsTemplate = template.Must(template.New("cards").Funcs(template.FuncMap{"icon": icon}).Parse(
	`{{range .}}{{$c := .}}<article class="group relative flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition-shadow hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-emerald-600 has-focus-visible:ring-offset-2" data-testid="kajian-card" data-distance="{{.DistanceData}}">` +
		`{{with .PosterCard}}<img src="{{.}}" alt="Poster {{$c.Title}}" loading="lazy" decoding="async" width="96" height="96" class="size-20 shrink-0 rounded-xl bg-stone-100 object-cover sm:size-24"/>{{end}}` +
		`<div class="flex min-w-0 flex-1 flex-col gap-1">` +
		`{{with .HolidayTodayLabel}}<p class="rounded-lg bg-red-700 px-2 py-1 text-sm font-semibold text-white" role="note">{{.}}</p>{{end}}` +
		`{{with .CancelledLabel}}<p class="rounded-lg bg-red-700 px-2 py-1 text-sm font-semibold text-white" role="note" data-testid="cancelled">{{.}}</p>{{end}}` +
		`<h3 class="line-clamp-2 text-base leading-snug font-semibold text-stone-900"><a href="{{.Path}}" class="after:absolute after:inset-0 focus-visible:outline-none" data-discover="true">{{.Title}}</a></h3>` +
		`<p class="truncate text-sm font-medium text-emerald-800">{{with .SpeakerSlug}}<a href="/ustadz/{{.}}" class="relative z-10 hover:underline" data-discover="true">{{$c.Speaker}}</a>{{else}}{{.Speaker}}{{end}}</p>` +
		`<p class="flex items-start gap-1.5 text-sm text-stone-700">{{icon "calendar-days" "mt-0.5 size-4 shrink-0 text-stone-400"}}<span>{{.When}}` +
		`{{with .Next}}<span class="inline-block text-xs text-stone-500"> · {{.}}</span>{{end}}</span></p>` +
		`<p class="flex items-center gap-1.5 text-sm text-stone-700">{{if .IsOnline}}{{icon "radio" "size-4 shrink-0 text-stone-400"}}{{else}}{{icon "map-pin" "size-4 shrink-0 text-stone-400"}}{{end}}<span class="min-w-0 truncate">{{.Where}}</span>` +
		`{{with .Distance}}<span class="ml-auto flex shrink-0 items-center gap-1 font-medium text-emerald-800" data-testid="distance">{{icon "navigation" "size-3.5"}}{{.}}</span>{{end}}</p>` +
		`<div class="flex flex-wrap items-center gap-1">` +
		`{{if .Recurring}}<span class="` + badgeClass + `bg-sky-100 text-sky-800">{{icon "repeat" "size-3"}} Kajian Rutin</span>{{end}}` +
		`{{if .IsOnline}}<span class="` + badgeClass + `bg-amber-100 text-amber-800">ONLINE</span>{{else}}<span class="` + badgeClass + `bg-emerald-100 text-emerald-800">OFFLINE</span>{{end}}` +
		`{{with .AudienceLabel}}<span class="` + badgeClass + `bg-stone-100 text-stone-700">{{.}}</span>{{end}}` +
		`<span class="flex items-center gap-1 text-xs text-stone-600">{{icon "users" "size-3.5 shrink-0 text-stone-400"}}{{.Attendees}}</span></div>` +
		`{{with .HolidaysLabel}}<p class="text-xs text-red-700">{{.}}</p>{{end}}` +
		`{{if .Book}}<p class="flex items-center gap-1.5 text-xs text-stone-600">{{icon "book-open" "size-3.5 shrink-0 text-stone-400"}}<span class="min-w-0 truncate">{{.Book}}</span></p>` +
		`{{else}}{{with .DescriptionText}}<p class="line-clamp-1 text-xs text-stone-500">{{.}}</p>{{end}}{{end}}` +
		`{{with .LiveStream}}<a href="{{.}}" target="_blank" rel="noopener noreferrer" class="inline-flex shrink-0 items-center justify-center font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 disabled:pointer-events-none disabled:not-data-current:opacity-50 [&amp;_svg]:size-5 [&amp;_svg]:shrink-0 bg-red-600 text-white shadow-sm hover:bg-red-700 active:bg-red-800 min-h-9 gap-2 rounded-xl px-3 text-sm relative z-10 mt-1 self-start">{{icon "radio" ""}} Gabung Live Stream</a>{{end}}` +
		`</div></article>{{end}}`))

// firstCard is a session's DTO with what its card shows beyond the DTO's words: values of
// its pointers, whether it offers its live stream now, and its attendance line.
type firstCard struct {
	kajianDTO
	PosterCard, DistanceData, Distance, DescriptionText, LiveStream, Attendees string
	Book                                                                       string // its meeting in a series and its book: "Pertemuan ke-14 · Riyadhus Shalihin"
	SpeakerSlug                                                                string // the named speaker's page, as KajianCard finds it
	Recurring                                                                  bool
}

func newFirstCard(k kajianDTO) firstCard {
	c := firstCard{kajianDTO: k, Recurring: k.Type == string(kajian.Recurring),
		// Made from the count here, not carried by the DTO: see kajianDTO's card words.
		Attendees: kajian.AttendeesText(k.RSVPCount)}
	if k.Poster != nil {
		c.PosterCard = k.Poster.Card
	}
	var book []string
	for _, v := range []string{k.MeetingLabel, k.KitabLabel} {
		if v != "" {
			book = append(book, v)
		}
	}
	c.Book = strings.Join(book, " · ")
	for _, sp := range k.Speakers {
		if sp.Name == k.Speaker {
			c.SpeakerSlug = sp.Slug
			break
		}
	}
	if k.DistanceKm != nil {
		c.DistanceData = strconv.FormatFloat(*k.DistanceKm, 'f', -1, 64)
	}
	if k.DistanceLabel != nil {
		c.Distance = *k.DistanceLabel
	}
	if k.Description != nil {
		c.DescriptionText = *k.Description
	}
	if k.IsOnline && k.LiveStreamURL != nil && *k.LiveStreamURL != "" && k.IsToday && !k.IsPast && !k.IsCancelled {
		c.LiveStream = *k.LiveStreamURL
	}
	return c
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
