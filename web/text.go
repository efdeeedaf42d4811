package web

import (
	"fmt"
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
)

// Request text reaches PostgreSQL, whose text type holds neither NUL nor
// invalid UTF-8 (SQLSTATE 22P05 and 22021). Every decoder of client text
// checks it here, where it is bound, so such a request is a 400 naming the
// field, never a 500 from the database.

// textOK reports whether s may be stored as PostgreSQL text: valid UTF-8
// without NUL.
func textOK(s string) bool { return utf8.ValidString(s) && strings.IndexByte(s, 0) < 0 }

// badText walks a decoded request value (structs by their JSON names,
// slices, maps, pointers) and returns the path of the first string that
// textOK refuses, like "clauses[2]" or "inner.name", and whether it found one.
func badText(v any) (string, bool) {
	return walkText(reflect.ValueOf(v), "")
}

func walkText(v reflect.Value, path string) (string, bool) {
	switch v.Kind() {
	case reflect.String:
		if !textOK(v.String()) {
			return path, true
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			return walkText(v.Elem(), path)
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return "", false // bytes (json.RawMessage, uploads) are not text
		}
		for i := range v.Len() {
			if p, bad := walkText(v.Index(i), path+"["+strconv.Itoa(i)+"]"); bad {
				return p, true
			}
		}
	case reflect.Map:
		it := v.MapRange()
		for it.Next() {
			k := fmt.Sprint(it.Key().Interface())
			if !textOK(k) {
				return joinPath(path, "(key)"), true
			}
			if p, bad := walkText(it.Value(), joinPath(path, k)); bad {
				return p, true
			}
		}
	case reflect.Struct:
		t := v.Type()
		for i := range t.NumField() {
			f := t.Field(i)
			if !f.IsExported() {
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "-" {
				continue
			}
			p := path
			if !f.Anonymous {
				p = joinPath(path, orName(name, f.Name))
			}
			if p, bad := walkText(v.Field(i), p); bad {
				return p, true
			}
		}
	}
	return "", false
}

func joinPath(path, name string) string {
	if path == "" {
		return name
	}
	return path + "." + name
}

func orName(tag, name string) string {
	if tag != "" {
		return tag
	}
	return name
}

// textProblem answers a field that is not storable text.
func textProblem(c *gin.Context, code, field string) {
	problem(c, http.StatusBadRequest, code, orBody(field)+" must be UTF-8 text without NUL characters", field)
}

// checkQuery refuses, before any handler, a query string that is malformed
// or holds a key or value that is not storable text: 400 INVALID_QUERY
// naming the parameter.
func checkQuery() gin.HandlerFunc {
	return func(c *gin.Context) {
		raw := c.Request.URL.RawQuery
		if raw == "" {
			c.Next()
			return
		}
		q, err := url.ParseQuery(raw)
		if err != nil {
			problem(c, http.StatusBadRequest, CodeInvalidQuery, "the query string is malformed", "")
			return
		}
		for k, vs := range q {
			if !textOK(k) {
				textProblem(c, CodeInvalidQuery, "query")
				return
			}
			for _, v := range vs {
				if !textOK(v) {
					textProblem(c, CodeInvalidQuery, k)
					return
				}
			}
		}
		c.Next()
	}
}

// checkForm refuses a parsed multipart form whose text fields or file
// names are not storable text: 400 INVALID_FIELD naming the field.
func checkForm(c *gin.Context) bool {
	f := c.Request.MultipartForm
	if f == nil {
		return true
	}
	for k, vs := range f.Value {
		for _, v := range vs {
			if !textOK(k) || !textOK(v) {
				textProblem(c, CodeInvalidField, k)
				return false
			}
		}
	}
	for k, fhs := range f.File {
		for _, fh := range fhs {
			if !textOK(k) || !textOK(fh.Filename) {
				textProblem(c, CodeInvalidField, k)
				return false
			}
		}
	}
	return true
}
