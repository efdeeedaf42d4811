package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"reflect"
	"strings"

	"github.com/gin-gonic/gin"
)

// Body size limits, in bytes.
const (
	// JSONBodyMaxDefault bounds a JSON request body read by bindJSON when the
	// handler passes 0.
	JSONBodyMaxDefault = 1 << 20
	// BodyMaxDefault bounds any request body (uploads included); the
	// maxBody middleware enforces it before a handler reads anything.
	BodyMaxDefault = 32 << 20
)

// bindJSON decodes the JSON request body into dst and reports whether it did.
// On a client mistake it has already written a 4xx problem and aborted:
//
//	415 UNSUPPORTED_MEDIA_TYPE  Content-Type set and not JSON
//	413 PAYLOAD_TOO_LARGE       body over maxBytes (0 means JSONBodyMaxDefault)
//	400 INVALID_JSON            empty body, malformed JSON, trailing data
//	400 UNKNOWN_FIELD           a field dst doesn't have (field = its JSON path)
//	400 INVALID_TYPE            a value of the wrong type (field = its JSON path)
//	400 INVALID_FIELD           a string with NUL or invalid UTF-8 (field = its JSON path)
//
// The raw body stays readable afterwards through c.Get(rawBodyKey) for
// middleware that needs it (idempotency hashes it before the handler runs).
func bindJSON(c *gin.Context, dst any, maxBytes int64) bool {
	if maxBytes <= 0 {
		maxBytes = JSONBodyMaxDefault
	}
	if ct := c.GetHeader("Content-Type"); ct != "" {
		mt, _, err := mime.ParseMediaType(ct)
		if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
			problem(c, http.StatusUnsupportedMediaType, CodeUnsupportedMed, "the body must be application/json", "")
			return false
		}
	}
	body, err := readBody(c, maxBytes)
	if err != nil {
		bodyProblem(c, err, maxBytes)
		return false
	}
	if len(bytes.TrimSpace(body)) == 0 {
		problem(c, http.StatusBadRequest, CodeInvalidJSON, "a JSON body is required", "")
		return false
	}
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		jsonProblem(c, err)
		return false
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		problem(c, http.StatusBadRequest, CodeInvalidJSON, "the body must hold exactly one JSON value", "")
		return false
	}
	if field, bad := badText(dst); bad {
		textProblem(c, CodeInvalidField, field)
		return false
	}
	return true
}

// rawBodyKey is the gin context key of a request body already read into memory.
const rawBodyKey = "baton.raw_body"

// readBody returns the request body, at most maxBytes of it, reading it once
// per request: a second call (a handler after the idempotency middleware)
// gets the same bytes.
func readBody(c *gin.Context, maxBytes int64) ([]byte, error) {
	if v, ok := c.Get(rawBodyKey); ok {
		b := v.([]byte)
		if int64(len(b)) > maxBytes {
			return nil, &http.MaxBytesError{Limit: maxBytes}
		}
		return b, nil
	}
	if c.Request.Body == nil {
		c.Set(rawBodyKey, []byte{})
		return []byte{}, nil
	}
	b, err := io.ReadAll(http.MaxBytesReader(c.Writer, c.Request.Body, maxBytes))
	if err != nil {
		return nil, err
	}
	c.Set(rawBodyKey, b)
	c.Request.Body = io.NopCloser(bytes.NewReader(b))
	return b, nil
}

// bodyProblem answers an error from reading the body: 413 when it was too
// large, else 400.
func bodyProblem(c *gin.Context, err error, maxBytes int64) {
	var mbe *http.MaxBytesError
	if errors.As(err, &mbe) {
		problem(c, http.StatusRequestEntityTooLarge, CodeTooLarge,
			fmt.Sprintf("the body must be at most %d bytes", mbe.Limit), "")
		return
	}
	problem(c, http.StatusBadRequest, CodeBadRequest, "the body could not be read", "")
}

// jsonProblem maps an encoding/json decode error to a 400 naming the field.
func jsonProblem(c *gin.Context, err error) {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	var mbe *http.MaxBytesError
	switch {
	case errors.As(err, &mbe):
		bodyProblem(c, err, mbe.Limit)
	case errors.As(err, &typ):
		problem(c, http.StatusBadRequest, CodeInvalidType,
			fmt.Sprintf("%s must be %s, not %s", orBody(typ.Field), jsonTypeName(typ.Type.Kind()), typ.Value), typ.Field)
	case errors.As(err, &syn), errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		problem(c, http.StatusBadRequest, CodeInvalidJSON, "the body is not valid JSON", "")
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		field := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		problem(c, http.StatusBadRequest, CodeUnknownField, fmt.Sprintf("unknown field %q", field), field)
	default:
		// Errors from a field's own UnmarshalJSON (a time, a UUID): the
		// value was well-formed JSON but not acceptable.
		problem(c, http.StatusBadRequest, CodeInvalidType, "a value in the body is not acceptable: "+err.Error(), "")
	}
}

func orBody(field string) string {
	if field == "" {
		return "the body"
	}
	return field
}

// jsonTypeName names a Go kind the way a JSON client thinks of it.
func jsonTypeName(k reflect.Kind) string {
	switch k {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "a boolean"
	case reflect.Struct, reflect.Map:
		return "an object"
	case reflect.Slice, reflect.Array:
		return "an array"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "an integer"
	case reflect.Float32, reflect.Float64:
		return "a number"
	default:
		return "a " + k.String()
	}
}

// maxBody caps every request body at n bytes before any handler reads it;
// bindJSON and multipart parsing then fail with *http.MaxBytesError, which
// they (and s.fail) answer with 413 PAYLOAD_TOO_LARGE. A declared
// Content-Length over the cap is refused at once.
func maxBody(n int64) gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.Request.ContentLength > n {
			problem(c, http.StatusRequestEntityTooLarge, CodeTooLarge,
				fmt.Sprintf("the body must be at most %d bytes", n), "")
			return
		}
		if c.Request.Body != nil {
			c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, n)
		}
		c.Next()
	}
}
