package htmlsafe

import (
	"strings"
	"testing"
)

// An XSS corpus: each entry must come out without anything that could run
// or load, and the editor's own markup must come out unchanged.
func TestNotesDropsEverythingThatCouldRun(t *testing.T) {
	corpus := []string{
		`<script>alert(1)</script>`,
		`<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
		`<p onclick="alert(1)">klik</p>`,
		`<img src=x onerror=alert(1)>`,
		`<a href="javascript:alert(1)">tautan</a>`,
		`<a href="JaVaScRiPt:alert(1)">tautan</a>`,
		`<a href="jav&#x09;ascript:alert(1)">tautan</a>`,
		`<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
		`<a href="vbscript:msgbox(1)">vb</a>`,
		`<p style="background:url(javascript:alert(1))">gaya</p>`,
		`<style>body{display:none}</style>`,
		`<svg onload=alert(1)><circle r=1 /></svg>`,
		`<svg><script>alert(1)</script></svg>`,
		`<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>`,
		`<iframe src="https://evil.example"></iframe>`,
		`<object data="x.swf"></object><embed src="x.swf">`,
		`<form action="https://evil.example"><input name=x></form>`,
		`<p><b onmouseover=alert(1)>tebal</b></p>`,
		`<<script>script>alert(1)<</script>/script>`,
		`<p>tidak ditutup <strong>tebal <em>miring`,
		`<a href="https://kajiankita.id" onfocus="alert(1)" autofocus>tautan</a>`,
		`<div><p>dalam div</p></div><span>span</span>`,
		`<noscript><p title="</noscript><img src=x onerror=alert(1)>">`,
		`<a href="//evil.example">tanpa skema</a>`,
		`<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
		`<base href="javascript://">`,
		`<h1>judul 1</h1><h4>judul 4</h4>`,
	}
	for _, in := range corpus {
		out := strings.ToLower(Notes(in))
		for _, bad := range []string{"<script", "onerror", "onclick", "onload", "onmouseover", "onfocus", "javascript:", "vbscript:",
			"data:", "<style", "style=", "<svg", "<img", "<iframe", "<object", "<embed", "<form", "<input", "<math", "<meta", "<base",
			"<div", "<span", "<h1", "<h4", "href=\"//"} {
			if strings.Contains(out, bad) {
				t.Errorf("%q kept %q: %q", in, bad, out)
			}
		}
	}
}

func TestNotesKeepsTheEditorsMarkup(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{`<p><strong>Tebal</strong>, <em>miring</em>, <u>garis</u>, <s>coret</s><br></p>`,
			`<p><strong>Tebal</strong>, <em>miring</em>, <u>garis</u>, <s>coret</s><br></p>`},
		{`<h2>Bab</h2><h3>Sub</h3><ul><li><p>satu</p></li></ul><ol><li><p>dua</p></li></ol>`,
			`<h2>Bab</h2><h3>Sub</h3><ul><li><p>satu</p></li></ul><ol><li><p>dua</p></li></ol>`},
		{`<blockquote><p>Ayat</p></blockquote><pre><code>kode</code></pre>`,
			`<blockquote><p>Ayat</p></blockquote><pre><code>kode</code></pre>`},
		{`<a href="https://kajiankita.id/kajian/x" target="_blank" rel="noopener">tautan</a>`,
			`<a href="https://kajiankita.id/kajian/x" rel="nofollow noreferrer noopener" target="_blank">tautan</a>`},
		{`<a href="mailto:ustadz@example.id">surel</a>`, `<a href="mailto:ustadz@example.id" rel="nofollow noreferrer">surel</a>`},
		{`<a href="tel:+6281234567890">telepon</a>`, `<a href="tel:+6281234567890" rel="nofollow noreferrer">telepon</a>`},
		{`<p>1 &lt; 2 &amp; "kutip"</p>`, `<p>1 &lt; 2 &amp; &#34;kutip&#34;</p>`},
	} {
		if got := Notes(tc.in); got != tc.want {
			t.Errorf("Notes(%q)\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
	for _, scheme := range schemes {
		in := `<a href="` + scheme + `:x">x</a>`
		if !strings.Contains(Notes(in), `href="`+scheme+`:x"`) {
			t.Errorf("scheme %s dropped: %q", scheme, Notes(in))
		}
	}
}

// FuzzNotes: whatever comes in, what comes out is stable (sanitising twice
// changes nothing) and holds no tag outside the vocabulary.
func FuzzNotes(f *testing.F) {
	for _, s := range []string{`<p>a</p>`, `<script>x</script>`, `<a href="javascript:x">`, `<svg onload=1>`, `<p><<b>`} {
		f.Add(s)
	}
	allowed := map[string]bool{}
	for _, e := range elements {
		allowed[e] = true
	}
	f.Fuzz(func(t *testing.T, in string) {
		out := Notes(in)
		if again := Notes(out); again != out {
			t.Fatalf("not stable: %q -> %q -> %q", in, out, again)
		}
		for rest := out; ; {
			i := strings.IndexByte(rest, '<')
			if i < 0 {
				break
			}
			rest = rest[i+1:]
			name := strings.TrimPrefix(rest, "/")
			end := strings.IndexAny(name, " />")
			if end < 0 {
				t.Fatalf("unclosed tag in %q", out)
			}
			if tag := strings.ToLower(name[:end]); !allowed[tag] {
				t.Fatalf("%q kept tag %q: %q", in, tag, out)
			}
		}
	})
}

func TestPlainTextDropsTagsAndKeepsLines(t *testing.T) {
	got := PlainText(`Kajian <b>rutin</b> &amp; terbuka<br>Info: <a href="https://x.id">x.id</a><script>alert(1)</script>`)
	if want := "Kajian rutin & terbuka\nInfo: x.id"; got != want {
		t.Errorf("PlainText = %q, want %q", got, want)
	}
}
