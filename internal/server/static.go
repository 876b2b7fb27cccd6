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
	// routes matches the paths the app has a page for (routes.json, written by the web build
	// from web/src/app/app-routes.json, the one list of them); nil without that file, when
	// every path is the app's.
	routes *http.ServeMux
}

// appRouteMux turns the app's route patterns ("/kajian/:slug") into a mux that matches
// them ("/kajian/{slug}"), so that any other path answers 404.
func appRouteMux(patterns []string) (*http.ServeMux, error) {
	mux := http.NewServeMux()
	for _, p := range patterns {
		segs := strings.Split(p, "/")
		for i, s := range segs {
			if name, ok := strings.CutPrefix(s, ":"); ok {
				segs[i] = "{" + name + "}"
			}
		}
		pattern := strings.Join(segs, "/")
		if pattern == "/" {
			pattern = "/{$}"
		}
		if err := registerPattern(mux, "GET "+pattern); err != nil {
			return nil, fmt.Errorf("route %q: %w", p, err)
		}
	}
	return mux, nil
}

// registerPattern adds a pattern to mux, turning the panic of a bad or repeated one into an error.
func registerPattern(mux *http.ServeMux, pattern string) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%v", r)
		}
	}()
	mux.Handle(pattern, http.NotFoundHandler()) // only matched, never served
	return nil
}

// isAppRoute reports whether the app has a page for r's path.
func (a *appFiles) isAppRoute(r *http.Request) bool {
	if a.routes == nil {
		return true
	}
	// "/journal/" is the router's "/journal": match the cleaned path.
	u := *r.URL
	u.Path = path.Clean("/" + u.Path)
	clean := *r
	clean.URL = &u
	_, pattern := a.routes.Handler(&clean)
	return pattern != ""
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
	if f := app.files["routes.json"]; f != nil {
		var patterns []string
		if err := json.Unmarshal(f.body, &patterns); err != nil {
			return nil, fmt.Errorf("load web app: routes.json: %w", err)
		}
		if app.routes, err = appRouteMux(patterns); err != nil {
			return nil, fmt.Errorf("load web app: routes.json: %w", err)
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

// handleApp serves the built app: real files by path, and index.html for the
// app's routes so the browser router can show the page; any other path answers
// 404 with the app, which shows 'Halaman Tidak Ditemukan'. Missing hashed
// assets are a plain 404 so a stale page never runs HTML as code.
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
		status := http.StatusOK
		if !ps.web.isAppRoute(r) {
			status = http.StatusNotFound
		}
		ps.serve(w, r, status, "/"+p, nil)
	})
}
