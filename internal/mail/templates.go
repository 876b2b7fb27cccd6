package mail

import (
	"bytes"
	"html/template"
	"strings"
	"unicode"
)

// Product is the name every e-mail uses for the app.
const Product = "Kajian Kita"

// The links' lifetimes as the e-mails state them. They must match the token
// lifetimes enforced by package auth (auth.VerifyEmailTTL, auth.ResetPasswordTTL).
const (
	verifyValidity = "24 jam"
	resetValidity  = "1 jam"
)

// VerifyEmail returns the subject and bodies of the e-mail that confirms a new
// account's address. The caller sets To. name may be empty.
func VerifyEmail(name, link string) Message {
	return letter{
		Subject: "Verifikasi email Anda di " + Product,
		Name:    name,
		Intro: "Terima kasih sudah mendaftar di " + Product + ". Untuk mengaktifkan akun Anda, " +
			"verifikasi alamat email ini dengan membuka tautan berikut:",
		Button: "Verifikasi Email",
		Link:   link,
		Validity: "Tautan ini berlaku selama " + verifyValidity + ". Jika sudah lewat, " +
			"Anda bisa meminta email verifikasi baru dari halaman masuk.",
		Ignore: "Jika Anda tidak merasa mendaftar di " + Product + ", abaikan saja email ini.",
	}.message()
}

// ResetPassword returns the subject and bodies of the e-mail that carries a
// password-reset link. The caller sets To. name may be empty.
func ResetPassword(name, link string) Message {
	return letter{
		Subject: "Atur ulang password " + Product,
		Name:    name,
		Intro: "Kami menerima permintaan untuk mengatur ulang password akun " + Product +
			" Anda. Buka tautan berikut untuk membuat password baru:",
		Button:   "Buat Password Baru",
		Link:     link,
		Validity: "Tautan ini berlaku selama " + resetValidity + " dan hanya bisa dipakai sekali.",
		Ignore: "Jika Anda tidak meminta pengaturan ulang password, abaikan saja email ini. " +
			"Password Anda tidak akan berubah.",
	}.message()
}

// letter is the one shape both e-mails share, rendered once as text and once
// as HTML so the two parts never say different things.
type letter struct {
	Subject, Name, Intro string
	Quote                string // optional: a text quoted after the intro, e.g. a rejection's reason
	Button, Link         string // optional: the action the letter offers
	Validity, Ignore     string // optional closing paragraphs
	// Unsubscribe is the opt-out page of a recurring mail, linked in its last line; OneClick is
	// where mail apps POST their own one-click opt-out (RFC 8058).
	Unsubscribe, OneClick string
}

func (l letter) message() Message {
	l.Name = cleanName(l.Name)
	var text strings.Builder
	text.WriteString(l.greeting() + "\n\n")
	for _, p := range []string{l.Intro, quoted(l.Quote), l.Link, l.Validity, l.Ignore} {
		if p != "" {
			text.WriteString(p + "\n\n")
		}
	}
	text.WriteString("Salam,\nTim " + Product + "\n")
	if l.Unsubscribe != "" {
		text.WriteString("\n" + UnsubscribeLine + " " + l.Unsubscribe + "\n")
	}

	var html bytes.Buffer
	if err := htmlLetter.Execute(&html, struct {
		letter
		Greeting, Product string
		UnsubscribeLine   string
	}{l, l.greeting(), Product, UnsubscribeLine}); err != nil {
		panic("mail: html template: " + err.Error()) // fixed template and strings: cannot fail
	}
	return Message{Subject: l.Subject, Text: text.String(), HTML: html.String(), Unsubscribe: l.OneClick}
}

func (l letter) greeting() string {
	if l.Name == "" {
		return "Assalamu'alaikum,"
	}
	return "Assalamu'alaikum, " + l.Name + "."
}

// quoted indents each line of s as a quotation in the text part.
func quoted(s string) string {
	if s == "" {
		return ""
	}
	return "> " + strings.ReplaceAll(strings.TrimSpace(s), "\n", "\n> ")
}

// cleanName keeps a user-chosen name on one line and reasonably short, since it
// lands in the first line of the mail.
func cleanName(s string) string {
	s = strings.Join(strings.FieldsFunc(s, func(r rune) bool {
		return unicode.IsSpace(r) || unicode.IsControl(r)
	}), " ")
	if r := []rune(s); len(r) > 80 {
		s = string(r[:80])
	}
	return s
}

// htmlLetter escapes every value (html/template); a link that is not http(s)
// is replaced, so a bad link can never become a javascript: URL.
var htmlLetter = template.Must(template.New("letter").Parse(`<!DOCTYPE html>
<html lang="id">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>{{.Subject}}</title></head>
<body style="margin:0;padding:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f5;padding:24px 12px;">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:8px;padding:24px;">
<tr><td>
<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#047857;">{{.Product}}</p>
<p style="margin:0 0 16px;font-size:16px;line-height:1.5;">{{.Greeting}}</p>
<p style="margin:0 0 24px;font-size:16px;line-height:1.5;">{{.Intro}}</p>
{{- if .Quote}}
<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:4px solid #047857;background:#f4f6f5;font-size:15px;line-height:1.5;white-space:pre-line;">{{.Quote}}</blockquote>
{{- end}}
{{- if .Link}}
<p style="margin:0 0 24px;text-align:center;"><a href="{{.Link}}" style="display:inline-block;background:#047857;color:#ffffff;text-decoration:none;font-size:16px;font-weight:bold;padding:12px 24px;border-radius:6px;">{{.Button}}</a></p>
{{- end}}
{{- if .Validity}}
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;">{{.Validity}}</p>
{{- end}}
{{- if .Link}}
<p style="margin:0 0 8px;font-size:14px;line-height:1.5;">Jika tombol di atas tidak berfungsi, salin tautan ini ke browser Anda:</p>
<p style="margin:0 0 24px;font-size:13px;line-height:1.5;word-break:break-all;"><a href="{{.Link}}" style="color:#047857;">{{.Link}}</a></p>
{{- end}}
{{- if .Ignore}}
<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:#52606d;">{{.Ignore}}</p>
{{- end}}
<p style="margin:0;font-size:14px;line-height:1.5;">Salam,<br>Tim {{.Product}}</p>
{{- if .Unsubscribe}}
<p style="margin:24px 0 0;font-size:12px;line-height:1.5;color:#52606d;">{{.UnsubscribeLine}} <a href="{{.Unsubscribe}}" style="color:#047857;">Berhenti berlangganan</a></p>
{{- end}}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`))
