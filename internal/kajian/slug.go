package kajian

import (
	"regexp"
	"strings"
)

// MaxSlugWords is how many title words a slug keeps.
const MaxSlugWords = 8

// TitleSlug turns a title into its slug part: the first MaxSlugWords words of
// the lowercased title, each with every character other than a-z and 0-9
// removed, joined by hyphens. Words left empty do not count, and the slug stays
// ASCII so it survives being pasted into any chat.
func TitleSlug(title string) string {
	words := strings.Fields(strings.ToLower(title))
	parts := make([]string, 0, MaxSlugWords)
	for _, w := range words {
		if len(parts) == MaxSlugWords {
			break
		}
		w = strings.Map(func(r rune) rune {
			if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
				return r
			}
			return -1
		}, w)
		if w != "" {
			parts = append(parts, w)
		}
	}
	return strings.Join(parts, "-")
}

// OneOffSlug is the slug of a one-off session: its date then its title slug.
func OneOffSlug(d Date, title string) string {
	return joinSlug(d.String(), TitleSlug(title))
}

// WeeklySlug is the slug of a weekly session: its lowercase Indonesian weekday
// name then its title slug.
func WeeklySlug(day int, title string) string {
	return joinSlug(strings.ToLower(DayName(day)), TitleSlug(title))
}

func joinSlug(prefix, rest string) string {
	if rest == "" {
		return prefix
	}
	return prefix + "-" + rest
}

var uuidPattern = regexp.MustCompile(`[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}`)

// UUIDInSlug returns the last UUID embedded in a slug, lowercased, if any, so
// links that carry a session's id keep working when its title changes.
func UUIDInSlug(slug string) (string, bool) {
	all := uuidPattern.FindAllString(slug, -1)
	if len(all) == 0 {
		return "", false
	}
	return strings.ToLower(all[len(all)-1]), true
}
