package ai

import (
	"regexp"
	"strings"
)

var (
	streamHostRe = regexp.MustCompile(`(?i)^(?:https?://)?(?:www\.|m\.)?(?:youtube\.com|youtu\.be|[a-z0-9]*\.?zoom\.us|meet\.google\.com|instagram\.com|facebook\.com|fb\.watch|tiktok\.com|twitch\.tv|vimeo\.com|streamyard\.com)\b`)
	notStreamRe  = regexp.MustCompile(`(?i)^(?:https?://)?(?:www\.)?(?:wa\.me|api\.whatsapp\.com|forms\.gle|docs\.google\.com/forms|maps\.app\.goo\.gl|goo\.gl/maps|google\.[a-z.]+/maps|maps\.google)`)
	handleRe     = regexp.MustCompile(`@([A-Za-z0-9_.]{2,30}[A-Za-z0-9_])`)
	igWordRe     = regexp.MustCompile(`(?i)\b(?:ig|instagram)\b`)
	ytWordRe     = regexp.MustCompile(`(?i)\b(?:youtube|yt)\b`)
)

// stream reads the live link: a link on a live line (🔴, "Live:"), else the
// first link to a streaming site anywhere. Registration forms, maps and
// WhatsApp links are never stream links. Without a link, an Instagram or
// YouTube handle on a live line ("Live IG @kajian.muslimah") becomes the
// channel's address, which is where the live appears.
func (a *announcement) stream() string {
	for _, l := range a.pick(kindLive) {
		for _, u := range urlRe.FindAllString(l.value, -1) {
			if !notStreamRe.MatchString(u) {
				return withScheme(u)
			}
		}
	}
	for _, l := range a.lines {
		for _, u := range urlRe.FindAllString(l.value, -1) {
			if streamHostRe.MatchString(u) {
				return withScheme(u)
			}
		}
	}
	for _, l := range a.lines {
		live := l.kind == kindLive || strings.Contains(lower(l.value), "live")
		m := handleRe.FindStringSubmatch(urlRe.ReplaceAllString(l.value, " "))
		if !live || m == nil {
			continue
		}
		switch {
		case igWordRe.MatchString(l.value):
			return "https://www.instagram.com/" + m[1]
		case ytWordRe.MatchString(l.value):
			return "https://www.youtube.com/@" + m[1]
		}
	}
	return ""
}

func withScheme(u string) string {
	if strings.HasPrefix(lower(u), "http://") || strings.HasPrefix(lower(u), "https://") {
		return u
	}
	return "https://" + u
}
