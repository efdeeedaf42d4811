package web

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"io/fs"
	"net/http"
	"path"
	"time"

	"github.com/gin-gonic/gin"
)

// The web page: plain HTML, CSS and JavaScript embedded in the binary (no
// build step), served at / and /static/*. It talks to the /v1 API like any
// other client, so it needs no route of its own; the files themselves are
// public (the API asks for the token).
//
//go:embed static
var staticFiles embed.FS

// PageCSP is the Content-Security-Policy of the page and its files: nothing
// but this origin, no inline script or style; blob: images only for the
// preview of a photo the user picked.
const PageCSP = "default-src 'self'; img-src 'self' blob:; object-src 'none'; base-uri 'none'; " +
	"form-action 'self'; frame-ancestors 'none'"

// staticType is the content type of a page file by its extension, so it
// never depends on the host's MIME tables.
func staticType(ext string, data []byte) string {
	switch ext {
	case ".html":
		return "text/html; charset=utf-8"
	case ".css":
		return "text/css; charset=utf-8"
	case ".js":
		return "text/javascript; charset=utf-8"
	case ".svg":
		return "image/svg+xml"
	case ".png":
		return "image/png"
	}
	return http.DetectContentType(data)
}

// staticFile is one embedded file, ready to serve.
type staticFile struct {
	data  []byte
	ctype string
	etag  string
}

// pageFiles loads the embedded files by their URL path ("/" for the page).
func pageFiles() (map[string]staticFile, error) {
	files := map[string]staticFile{}
	err := fs.WalkDir(staticFiles, "static", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := staticFiles.ReadFile(p)
		if err != nil {
			return err
		}
		ctype := staticType(path.Ext(p), data)
		sum := sha256.Sum256(data)
		files["/"+p] = staticFile{data: data, ctype: ctype, etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
		return nil
	})
	if err != nil {
		return nil, err
	}
	files["/"] = files["/static/index.html"]
	return files, nil
}

// routePage registers / and /static/* (GET and HEAD). Files are revalidated
// on every use (Cache-Control: no-cache, strong ETags), so a new binary's
// page is never mixed with an old script.
func (s *Server) routePage(r *gin.Engine) {
	files, err := pageFiles()
	if err != nil { // only if the binary was built without web/static
		s.Log.Error("web page files unreadable", "error", err)
		return
	}
	serve := func(c *gin.Context) {
		p := c.Request.URL.Path
		f, ok := files[p]
		if !ok {
			problem(c, http.StatusNotFound, CodeNotFound, "no such file", "")
			return
		}
		h := c.Writer.Header()
		h.Set("Content-Type", f.ctype)
		h.Set("Content-Security-Policy", PageCSP)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("X-Frame-Options", "DENY")
		h.Set("Cache-Control", "no-cache")
		h.Set("ETag", f.etag)
		http.ServeContent(c.Writer, c.Request, "", time.Time{}, bytes.NewReader(f.data))
	}
	for _, m := range []string{http.MethodGet, http.MethodHead} {
		r.Handle(m, "/", serve)
		r.Handle(m, "/static/*path", serve)
	}
}
