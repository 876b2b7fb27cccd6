package server

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strings"
)

// staticFile is one file of the built app, kept in memory with a gzip copy
// when that is smaller: the whole app is a few hundred kilobytes.
type staticFile struct {
	body, gzipped []byte
	contentType   string
	etag          string
}

// appFiles holds the built React app.
type appFiles struct {
	files map[string]*staticFile // by path without the leading slash
	index *staticFile
	page  *pageTemplate // index.html ready for what a page adds (pages.go)
	// preloads lists, by route of the app's router, the scripts of its page
	// beyond the entry's (preloads.json, written by the web build).
	preloads map[string][]string
}

// loadApp reads the built app from fsys (the contents of web/dist).
func loadApp(fsys fs.FS) (*appFiles, error) {
	app := &appFiles{files: map[string]*staticFile{}}
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		body, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		f := &staticFile{body: body, contentType: mime.TypeByExtension(path.Ext(p))}
		if f.contentType == "" {
			f.contentType = http.DetectContentType(body)
		}
		if p == "manifest.webmanifest" {
			f.contentType = "application/manifest+json"
		}
		sum := sha256.Sum256(body)
		f.etag = `"` + hex.EncodeToString(sum[:8]) + `"`
		if compressible(f.contentType) && len(body) > 512 {
			var buf bytes.Buffer
			zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
			zw.Write(body)
			zw.Close()
			if buf.Len() < len(body) {
				f.gzipped = buf.Bytes()
			}
		}
		app.files[p] = f
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("load web app: %w", err)
	}
	app.index = app.files["index.html"]
	if app.index == nil {
		return nil, fmt.Errorf("load web app: index.html is missing (run make build)")
	}
	app.page = newPageTemplate(app.index.body)
	if f := app.files["prerender/home.html"]; f != nil && app.page != nil {
		if !strings.Contains(app.page.tail, appRoot) {
			return nil, fmt.Errorf("load web app: index.html has no %s for the prerendered home page", appRoot)
		}
		app.page.home = string(f.body)
	}
	if f := app.files["preloads.json"]; f != nil {
		if err := json.Unmarshal(f.body, &app.preloads); err != nil {
			return nil, fmt.Errorf("load web app: preloads.json: %w", err)
		}
	}
	return app, nil
}

func compressible(contentType string) bool {
	for _, p := range []string{"text/", "application/javascript", "application/json", "application/manifest+json", "image/svg+xml", "application/xml"} {
		if strings.HasPrefix(contentType, p) {
			return true
		}
	}
	return false
}

// cacheControl chooses how long browsers keep a file: hashed assets forever,
// the service worker and the HTML never without asking.
func cacheControl(p string) string {
	switch {
	case strings.HasPrefix(p, "assets/"):
		return "public, max-age=31536000, immutable"
	case p == "index.html", p == "sw.js", strings.HasPrefix(p, "workbox-"), p == "registerSW.js", p == "manifest.webmanifest":
		return "no-cache"
	default:
		return "public, max-age=86400"
	}
}

// serveFile writes a static file with caching and compression headers.
func serveFile(w http.ResponseWriter, r *http.Request, p string, f *staticFile) {
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", cacheControl(p))
	h.Set("ETag", f.etag)
	h.Add("Vary", "Accept-Encoding")
	if match := r.Header.Get("If-None-Match"); match != "" && match == f.etag {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := f.body
	if f.gzipped != nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		h.Set("Content-Encoding", "gzip")
		body = f.gzipped
	}
	h.Set("Content-Length", fmt.Sprint(len(body)))
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(body)
	}
}

// handleApp serves the built app: real files by path, and index.html for
// every other path so the browser router can show the page (or its 404).
// Missing hashed assets are a real 404 so a stale page never runs HTML as code.
func (ps *pageServer) handleApp() http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		p := strings.TrimPrefix(path.Clean(r.URL.Path), "/")
		// index.html itself is the file as built: the service worker keeps it
		// for every page, so it must not carry one viewer's session. The
		// prerendered home page is only ever part of a page.
		if f, ok := ps.web.files[p]; ok && !strings.HasPrefix(p, "prerender/") {
			serveFile(w, r, p, f)
			return
		}
		if strings.HasPrefix(p, "assets/") {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		if ps.web.page == nil {
			serveFile(w, r, "index.html", ps.web.index)
			return
		}
		ps.serve(w, r, http.StatusOK, "/"+p, nil)
	})
}
