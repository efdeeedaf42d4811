package scan

import (
	"cmp"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/lib/netguard"
	"github.com/baton-dev/baton/store"
)

// Intake limits, applied by NewIntake where a field is zero.
const (
	// ImageMaxBytesDefault caps a picture (upload, data URL or fetched).
	ImageMaxBytesDefault = 8 << 20
	// ImageFetchTimeoutDefault bounds fetching an image_url.
	ImageFetchTimeoutDefault = 10 * time.Second
	// UserIDMaxLen and UserInputMaxLen bound the text fields, in characters.
	UserIDMaxLen    = 128
	UserInputMaxLen = 2000
	// URLMaxLen bounds image_url and callback_url.
	URLMaxLen = 2048
	// callbackResolveTimeout bounds the early DNS check of a callback host.
	callbackResolveTimeout = 2 * time.Second
)

// ImageTypes are the accepted picture formats, by sniffed content type.
func ImageTypes() []string { return []string{"image/jpeg", "image/png", "image/webp", "image/gif"} }

// Kinds of InputError, which the API maps to statuses and problem codes.
const (
	InputInvalid     = "invalid"           // 400: a missing or malformed field
	InputBlocked     = "blocked"           // 400: a URL the SSRF guard refuses
	InputFetchFailed = "fetch_failed"      // 422: image_url gave no usable answer
	InputTooLarge    = "too_large"         // 413: the picture is over the cap
	InputBadType     = "unsupported_type"  // 415: not a JPEG, PNG, WebP or GIF
	InputNoWebhooks  = "webhooks_disabled" // 400: a callback_url with no secret configured
)

// InputError is a client mistake in a scan request, naming the field.
type InputError struct {
	Kind  string
	Field string
	Msg   string
}

func (e *InputError) Error() string { return "scan: " + e.Field + ": " + e.Msg }

func invalid(field, format string, args ...any) *InputError {
	return &InputError{Kind: InputInvalid, Field: field, Msg: fmt.Sprintf(format, args...)}
}

// Request is a scan as a client submits it: at most one of Image (an
// upload or a decoded data URL) and ImageURL, and at least a picture or
// UserInput. UserID is optional: a scan without one earns no reward.
type Request struct {
	UserID      string
	UserInput   string
	Image       []byte
	ImageField  string // the field Image came from: "file" or "image"
	ImageURL    string
	CallbackURL string
}

// Intake checks scan requests, fetches or decodes their pictures, stores
// them and submits the tasks. Images from image_url are fetched here, at
// submit time, through the SSRF guard (with ImageMaxBytes and
// FetchTimeout), so a refused or unreachable URL is the client's 4xx at
// once, and every vision attempt reads the same stored bytes.
type Intake struct {
	Engine *pipeline.Engine
	Store  *store.Store
	// Guard checks image and callback URLs; the scan Service's Guard.
	Guard           *netguard.Guard
	MaxImageBytes   int64
	FetchTimeout    time.Duration
	WebhooksEnabled bool
	Logger          *slog.Logger
}

// NewIntake returns an Intake for the scan service's pipeline on eng.
func (s *Service) NewIntake(eng *pipeline.Engine, maxImageBytes int64, fetchTimeout time.Duration) *Intake {
	return &Intake{Engine: eng, Store: s.st, Guard: s.cfg.Guard, WebhooksEnabled: s.WebhooksEnabled(), Logger: s.cfg.Logger,
		MaxImageBytes: cmp.Or(maxImageBytes, ImageMaxBytesDefault), FetchTimeout: cmp.Or(fetchTimeout, ImageFetchTimeoutDefault)}
}

// Submit validates r, stores its picture and submits the scan task for
// owner. Client mistakes are *InputError.
func (in *Intake) Submit(ctx context.Context, owner string, r Request) (*store.Task, error) {
	if err := in.checkFields(ctx, &r); err != nil {
		return nil, err
	}
	inp := Input{UserID: r.UserID, UserInput: r.UserInput, ImageSource: "none", ImageURL: r.ImageURL, CallbackURL: r.CallbackURL}
	var img *store.ScanImage
	if len(r.Image) > 0 || r.ImageURL != "" {
		var err error
		if img, err = in.picture(ctx, owner, r); err != nil {
			return nil, err
		}
		inp.ImageID, inp.ImageMIME, inp.ImageSource = img.ID, img.MIME, img.Source
	}
	input, err := json.Marshal(inp)
	if err != nil {
		return nil, err
	}
	req := pipeline.SubmitRequest{Pipeline: PipelineName, Owner: owner, Inputs: []json.RawMessage{input}}
	if img != nil {
		// The picture (named in the task input by its id) commits with the task.
		req.With = func(ctx context.Context, tx *pipeline.Tx) error { return tx.Store.ScanImageInsert(ctx, *img) }
	}
	sub, err := in.Engine.Submit(ctx, req)
	if err != nil {
		return nil, err
	}
	return sub.Tasks[0], nil
}

// picture fetches (image_url) or takes (upload, data URL) the request's
// picture and checks it.
func (in *Intake) picture(ctx context.Context, owner string, r Request) (*store.ScanImage, error) {
	source, data, field := "upload", r.Image, cmp.Or(r.ImageField, "image")
	if r.ImageField == "image" {
		source = "data_url"
	}
	if r.ImageURL != "" {
		source, field = "url", "image_url"
		var err error
		if data, err = in.fetch(ctx, r.ImageURL); err != nil {
			return nil, err
		}
	}
	mime, err := in.CheckImage(field, data)
	if err != nil {
		return nil, err
	}
	return &store.ScanImage{ID: pipeline.NewID(), Owner: owner, MIME: mime, Data: data, Source: source}, nil
}

// checkFields validates everything but the picture's bytes.
func (in *Intake) checkFields(ctx context.Context, r *Request) error {
	r.UserID = strings.TrimSpace(r.UserID)
	if r.UserID != "" {
		if err := CheckUserID(r.UserID); err != nil {
			return err
		}
	}
	if utf8.RuneCountInString(r.UserInput) > UserInputMaxLen || !utf8.ValidString(r.UserInput) {
		return invalid("user_input", "must be valid UTF-8 of at most %d characters", UserInputMaxLen)
	}
	switch {
	case len(r.Image) == 0 && r.ImageURL == "" && strings.TrimSpace(r.UserInput) == "":
		return invalid("image", "a picture (image_url, image as a data URL, or a multipart file) or a description (user_input) is required")
	case len(r.Image) > 0 && r.ImageURL != "":
		return invalid("image_url", "give either image_url or an image, not both")
	}
	if r.ImageURL != "" {
		if err := in.checkURL("image_url", r.ImageURL); err != nil {
			return err
		}
	}
	if r.CallbackURL != "" {
		if !in.WebhooksEnabled {
			return &InputError{Kind: InputNoWebhooks, Field: "callback_url", Msg: "webhooks are not enabled on this server (no webhook secret is configured)"}
		}
		if err := in.checkURL("callback_url", r.CallbackURL); err != nil {
			return err
		}
		if err := in.checkCallbackHost(ctx, r.CallbackURL); err != nil {
			return err
		}
	}
	return nil
}

// CheckUserID validates a user id: 1 to UserIDMaxLen printable characters.
func CheckUserID(id string) error {
	if id == "" {
		return invalid("user_id", "is required")
	}
	if utf8.RuneCountInString(id) > UserIDMaxLen || !utf8.ValidString(id) {
		return invalid("user_id", "must be valid UTF-8 of at most %d characters", UserIDMaxLen)
	}
	for _, c := range id {
		if !unicode.IsPrint(c) {
			return invalid("user_id", "must not contain control characters")
		}
	}
	return nil
}

func (in *Intake) checkURL(field, raw string) error {
	if len(raw) > URLMaxLen {
		return invalid(field, "must be at most %d bytes", URLMaxLen)
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return invalid(field, "must be an http or https URL")
	}
	if err := in.Guard.CheckURL(raw); err != nil {
		return &InputError{Kind: InputBlocked, Field: field, Msg: err.Error()}
	}
	return nil
}

// checkCallbackHost refuses, early and clearly, a callback host name that
// resolves to an address the guard blocks. It is a courtesy: delivery
// checks the address actually dialled, so a DNS failure here is let
// through.
func (in *Intake) checkCallbackHost(ctx context.Context, raw string) error {
	u, _ := url.Parse(raw)
	host := u.Hostname()
	if _, err := netip.ParseAddr(host); err == nil || in.Guard.CheckURL(raw) != nil {
		return nil // literals were judged by CheckURL
	}
	for _, h := range in.Guard.AllowHosts {
		if strings.EqualFold(strings.TrimSuffix(h, "."), strings.TrimSuffix(host, ".")) {
			return nil
		}
	}
	rctx, cancel := context.WithTimeout(ctx, callbackResolveTimeout)
	defer cancel()
	addrs, err := net.DefaultResolver.LookupNetIP(rctx, "ip", host)
	if err != nil {
		return nil
	}
	for _, a := range addrs {
		if reason := netguard.BlockReason(a); reason != "" {
			be := &netguard.BlockedError{Host: host, IP: a.Unmap().String(), Reason: reason}
			return &InputError{Kind: InputBlocked, Field: "callback_url", Msg: be.Error()}
		}
	}
	return nil
}

// fetch GETs image_url through the guard with the byte cap and timeout.
func (in *Intake) fetch(ctx context.Context, raw string) ([]byte, error) {
	body, _, err := in.Guard.Fetch(ctx, raw, in.MaxImageBytes, in.FetchTimeout)
	if err == nil {
		return body, nil
	}
	if be, ok := errors.AsType[*netguard.BlockedError](err); ok {
		return nil, &InputError{Kind: InputBlocked, Field: "image_url", Msg: be.Error()}
	}
	if errors.Is(err, netguard.ErrTooLarge) {
		return nil, &InputError{Kind: InputTooLarge, Field: "image_url", Msg: fmt.Sprintf("the image is larger than %d bytes", in.MaxImageBytes)}
	}
	if ctx.Err() != nil {
		return nil, ctx.Err()
	}
	return nil, &InputError{Kind: InputFetchFailed, Field: "image_url", Msg: err.Error()}
}

// CheckImage checks a picture's size and sniffed format and returns its
// content type. The bytes decide the type, not what the client declared.
func (in *Intake) CheckImage(field string, data []byte) (string, error) {
	if len(data) == 0 {
		return "", invalid(field, "the image is empty")
	}
	if int64(len(data)) > in.MaxImageBytes {
		return "", &InputError{Kind: InputTooLarge, Field: field, Msg: fmt.Sprintf("the image is larger than %d bytes", in.MaxImageBytes)}
	}
	mime := http.DetectContentType(data)
	for _, t := range ImageTypes() {
		if mime == t {
			return mime, nil
		}
	}
	return "", &InputError{Kind: InputBadType, Field: field,
		Msg: fmt.Sprintf("the image must be JPEG, PNG, WebP or GIF, got %s", mime)}
}

// DecodeDataURL decodes a base64 data URL ("data:image/png;base64,...")
// into its bytes, refusing anything over maxBytes before decoding it all.
func DecodeDataURL(field, s string, maxBytes int64) ([]byte, error) {
	rest, ok := strings.CutPrefix(s, "data:")
	if !ok {
		return nil, invalid(field, "must be a data URL (data:image/...;base64,...)")
	}
	meta, payload, ok := strings.Cut(rest, ",")
	if !ok || !strings.HasSuffix(strings.ToLower(meta), ";base64") {
		return nil, invalid(field, "must be a base64 data URL (data:image/...;base64,...)")
	}
	if int64(base64.StdEncoding.DecodedLen(len(payload))) > maxBytes+2 {
		return nil, &InputError{Kind: InputTooLarge, Field: field, Msg: fmt.Sprintf("the image is larger than %d bytes", maxBytes)}
	}
	data, err := base64.StdEncoding.DecodeString(strings.TrimSpace(payload))
	if err != nil {
		if data, err = base64.RawStdEncoding.DecodeString(strings.TrimRight(strings.TrimSpace(payload), "=")); err != nil {
			return nil, invalid(field, "the data URL is not valid base64")
		}
	}
	return data, nil
}
