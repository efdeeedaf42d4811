package web

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
	"github.com/baton-dev/baton/store"
)

// The scan API:
//
//	POST /v1/scan/classify        JSON {user_id, user_input, image_url | image (data URL), callback_url?}
//	                              or multipart/form-data with the same fields and a "file" part → 202
//	GET  /v1/scan/config          whether a vision model looks at photos (no token needed)
//	GET  /v1/scan/{id}            status, stage, the result, webhook deliveries
//	GET  /v1/users/{id}/characters the user's characters and collection summary
//
// User ids belong to the API owner that submitted the scans (the token; ""
// without auth or for an admin token): two tokens' "u1" are two users.

// ScanConfig is GET /v1/scan/config: what a scan's client should tell its
// user before they submit.
type ScanConfig struct {
	// Vision is the vision model's kind: embedded or openai.
	Vision string `json:"vision"`
	// ReadsPhotos says whether the picture is looked at; without it the
	// description alone classifies the item.
	ReadsPhotos bool `json:"reads_photos"`
}

func (s *Server) scanConfig(c *gin.Context) {
	v := cmp.Or(s.ScanVision, ai.KindEmbedded)
	c.JSON(http.StatusOK, ScanConfig{Vision: v, ReadsPhotos: v != ai.KindEmbedded})
}

// scanRequestBody is the JSON form of POST /v1/scan/classify.
type scanRequestBody struct {
	UserID      string `json:"user_id"`
	UserInput   string `json:"user_input"`
	ImageURL    string `json:"image_url"`
	Image       string `json:"image"`
	CallbackURL string `json:"callback_url"`
}

// scanClassify submits a scan and answers 202 {"task_id", "status"}.
func (s *Server) scanClassify(c *gin.Context) {
	if s.Scan == nil {
		problem(c, http.StatusServiceUnavailable, CodeNotReady, "the scan pipeline is not enabled on this server", "")
		return
	}
	var req scan.Request
	mt, _, _ := mime.ParseMediaType(c.GetHeader("Content-Type"))
	ok := false
	if mt == "multipart/form-data" {
		req, ok = s.scanMultipart(c)
	} else {
		req, ok = s.scanJSON(c)
	}
	if !ok {
		return
	}
	t, err := s.Scan.Submit(c.Request.Context(), owner(c), req)
	if err != nil {
		s.fail(c, err)
		return
	}
	c.Header("Location", "/v1/scan/"+t.ID)
	c.JSON(http.StatusAccepted, gin.H{"task_id": t.ID, "status": t.Status})
}

// scanBodyMax bounds a scan request: the picture (base64 in JSON is 4/3 of
// it) and the text fields.
func (s *Server) scanBodyMax() int64 { return s.Scan.MaxImageBytes*4/3 + 64<<10 }

func (s *Server) scanJSON(c *gin.Context) (scan.Request, bool) {
	var b scanRequestBody
	if !bindJSON(c, &b, s.scanBodyMax()) {
		return scan.Request{}, false
	}
	req := scan.Request{UserID: b.UserID, UserInput: b.UserInput, ImageURL: strings.TrimSpace(b.ImageURL), CallbackURL: strings.TrimSpace(b.CallbackURL)}
	if b.Image != "" {
		data, err := scan.DecodeDataURL("image", strings.TrimSpace(b.Image), s.Scan.MaxImageBytes)
		if err != nil {
			s.fail(c, err)
			return req, false
		}
		req.Image, req.ImageField = data, "image"
	}
	return req, true
}

func (s *Server) scanMultipart(c *gin.Context) (scan.Request, bool) {
	c.Request.Body = http.MaxBytesReader(c.Writer, c.Request.Body, s.scanBodyMax())
	if err := c.Request.ParseMultipartForm(1 << 20); err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			bodyProblem(c, err, mbe.Limit)
		} else {
			problem(c, http.StatusBadRequest, CodeBadRequest, "the multipart body could not be read", "")
		}
		return scan.Request{}, false
	}
	defer c.Request.MultipartForm.RemoveAll() //nolint:errcheck // temporary files only
	if !checkForm(c) {
		return scan.Request{}, false
	}
	f := c.Request.MultipartForm
	field := func(k string) string {
		if v := f.Value[k]; len(v) > 0 {
			return v[0]
		}
		return ""
	}
	req := scan.Request{UserID: field("user_id"), UserInput: field("user_input"),
		ImageURL: strings.TrimSpace(field("image_url")), CallbackURL: strings.TrimSpace(field("callback_url"))}
	for _, name := range []string{"file", "image"} {
		if fhs := f.File[name]; len(fhs) > 0 {
			data, err := readPart(fhs[0], s.Scan.MaxImageBytes)
			if err != nil {
				s.fail(c, &scan.InputError{Kind: scan.InputTooLarge, Field: name, Msg: err.Error()})
				return req, false
			}
			req.Image, req.ImageField = data, "file"
			return req, true
		}
	}
	if v := field("image"); v != "" {
		data, err := scan.DecodeDataURL("image", strings.TrimSpace(v), s.Scan.MaxImageBytes)
		if err != nil {
			s.fail(c, err)
			return req, false
		}
		req.Image, req.ImageField = data, "image"
	}
	return req, true
}

// readPart reads an uploaded file of at most maxBytes.
func readPart(fh *multipart.FileHeader, maxBytes int64) ([]byte, error) {
	if fh.Size > maxBytes {
		return nil, fmt.Errorf("the image is larger than %d bytes", maxBytes)
	}
	f, err := fh.Open()
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxBytes+1))
	if err != nil {
		return nil, err
	}
	if int64(len(data)) > maxBytes {
		return nil, fmt.Errorf("the image is larger than %d bytes", maxBytes)
	}
	return data, nil
}

// scanInputProblem answers a client mistake in a scan request.
func scanInputProblem(c *gin.Context, e *scan.InputError) {
	status, code := http.StatusBadRequest, CodeBadRequest
	switch e.Kind {
	case scan.InputBlocked:
		code = CodeURLBlocked
	case scan.InputFetchFailed:
		status, code = http.StatusUnprocessableEntity, CodeImageFetchFailed
	case scan.InputTooLarge:
		status, code = http.StatusRequestEntityTooLarge, CodeTooLarge
	case scan.InputBadType:
		status, code = http.StatusUnsupportedMediaType, CodeUnsupportedMed
	case scan.InputNoWebhooks:
		code = CodeWebhooksDisabled
	}
	problem(c, status, code, e.Msg, e.Field)
}

// ScanView is GET /v1/scan/{id}: the result in the shape Eco² clients read,
// plus where the task stands and its webhook deliveries.
type ScanView struct {
	scan.Result
	Stage string `json:"stage"`
	// RewardReason says why no reward was given (see scan.RewardOutput).
	RewardReason string                  `json:"reward_reason,omitempty"`
	Deliveries   []store.WebhookDelivery `json:"webhook_deliveries"`
	CreatedAt    time.Time               `json:"created_at"`
	FinishedAt   *time.Time              `json:"finished_at"`
}

func (s *Server) getScan(c *gin.Context) {
	t, ok := s.ownedTask(c, scan.PipelineName)
	if !ok {
		return
	}
	ctx := c.Request.Context()
	outs, err := s.Store.StageOutputList(ctx, t.ID)
	if err != nil {
		s.fail(c, err)
		return
	}
	byStage := scan.OutputMap(outs)
	r, err := scan.BuildResult(t, byStage)
	if err != nil {
		s.fail(c, err)
		return
	}
	ds, err := s.Store.WebhookDeliveryList(ctx, t.ID)
	if err != nil {
		s.fail(c, err)
		return
	}
	if ds == nil {
		ds = []store.WebhookDelivery{}
	}
	v := ScanView{Result: r, Stage: t.Stage, Deliveries: ds, CreatedAt: t.CreatedAt, FinishedAt: t.FinishedAt}
	var ro scan.RewardOutput
	if raw, ok := byStage[scan.StageReward]; ok && json.Unmarshal(raw, &ro) == nil {
		v.RewardReason = ro.Reason
	}
	c.JSON(http.StatusOK, v)
}

// CharacterView is one character a user holds, with its catalog entry.
type CharacterView struct {
	store.UserCharacter
	MiddleName  string `json:"middle_name"`
	Dialog      string `json:"dialog"`
	Description string `json:"description"`
}

// CharactersView is GET /v1/users/{id}/characters. Summary is null until
// the first my_sync job for the user has run.
type CharactersView struct {
	UserID     string                `json:"user_id"`
	Characters []CharacterView       `json:"characters"`
	Summary    *store.UserCollection `json:"summary"`
}

func (s *Server) userCharacters(c *gin.Context) {
	userID := c.Param("id")
	if err := scan.CheckUserID(userID); err != nil {
		problem(c, http.StatusBadRequest, CodeBadRequest, "the user id must be 1 to 128 printable characters", "id")
		return
	}
	ctx := c.Request.Context()
	list, err := s.Store.UserCharacterList(ctx, owner(c), userID)
	if err != nil {
		s.fail(c, err)
		return
	}
	cat, err := catalog.Load()
	if err != nil {
		s.fail(c, err)
		return
	}
	v := CharactersView{UserID: userID, Characters: make([]CharacterView, 0, len(list))}
	for _, uc := range list {
		cv := CharacterView{UserCharacter: uc}
		if m, ok := cat.Middle(uc.Middle); ok {
			cv.MiddleName = m.Name
		}
		if ch, ok := cat.CharacterFor(uc.Middle); ok && ch.Key == uc.CharacterKey {
			cv.Dialog, cv.Description = ch.Dialog, ch.Description
		}
		v.Characters = append(v.Characters, cv)
	}
	v.Summary, err = s.Store.UserCollectionGet(ctx, owner(c), userID)
	if err != nil && !errors.Is(err, store.ErrNotFound) {
		s.fail(c, err)
		return
	}
	c.JSON(http.StatusOK, v)
}
