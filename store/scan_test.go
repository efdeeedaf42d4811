package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func scanSetup(t *testing.T) (context.Context, *store.Store) {
	t.Helper()
	return context.Background(), store.New(storetest.NewPool(t))
}

// newTask inserts a bare PENDING task and returns its id.
func newTask(t *testing.T, ctx context.Context, s *store.Store) string {
	t.Helper()
	id := uuid.NewString()
	err := s.TaskInsertMany(ctx, []store.TaskNew{{ID: id, Pipeline: "scan", Owner: "o1", Stage: "vision", MaxAttempts: 3,
		Input: json.RawMessage(`{}`), JobID: 1, Created: store.EventTemplate{Kind: "task.created", Data: json.RawMessage(`{}`)}}})
	if err != nil {
		t.Fatal(err)
	}
	return id
}

func TestScanImageRoundTrip(t *testing.T) {
	t.Parallel()
	ctx, s := scanSetup(t)
	img := store.ScanImage{ID: uuid.NewString(), Owner: "o1", MIME: "image/png", Data: []byte{0x89, 'P', 'N', 'G'}, Source: "upload"}
	if err := s.ScanImageInsert(ctx, img); err != nil {
		t.Fatal(err)
	}
	got, err := s.ScanImageGet(ctx, img.ID)
	if err != nil || got.MIME != img.MIME || string(got.Data) != string(img.Data) || got.Source != "upload" {
		t.Fatalf("get = %+v, %v", got, err)
	}
	if _, err := s.ScanImageGet(ctx, uuid.NewString()); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown picture: err = %v, want ErrNotFound", err)
	}
}

func TestCharacterGrantConcurrentOnce(t *testing.T) {
	t.Parallel()
	ctx, s := scanSetup(t)
	const n = 8
	tasks := make([]string, n)
	for i := range tasks {
		tasks[i] = uuid.NewString()
	}
	results := make([]store.CharacterGrantResult, n)
	errs := make([]error, n)
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			results[i], errs[i] = s.CharacterGrantInsert(ctx, store.CharacterGrant{Owner: "o1", UserID: "u1", CharacterKey: "tootoo",
				Name: "투투", Middle: "clear_pet", CharacterType: "recycle", TaskID: tasks[i]})
		})
	}
	close(start)
	wg.Wait()
	received, holder := 0, -1
	for i := range n {
		if errs[i] != nil {
			t.Fatalf("grant %d: %v", i, errs[i])
		}
		if results[i].Received {
			received, holder = received+1, i
		}
		if results[i].Received == results[i].AlreadyOwned {
			t.Errorf("grant %d: received=%v already_owned=%v, want exactly one", i, results[i].Received, results[i].AlreadyOwned)
		}
	}
	if received != 1 {
		t.Fatalf("%d grants received the character, want 1", received)
	}
	// The granting task asking again (a re-run stage) still holds it.
	again, err := s.CharacterGrantInsert(ctx, store.CharacterGrant{Owner: "o1", UserID: "u1", CharacterKey: "tootoo",
		Name: "투투", Middle: "clear_pet", CharacterType: "recycle", TaskID: tasks[holder]})
	if err != nil || !again.Received {
		t.Fatalf("re-run of the granting task = %+v, %v; want received", again, err)
	}
	// Another owner's user of the same id is another user.
	other, err := s.CharacterGrantInsert(ctx, store.CharacterGrant{Owner: "o2", UserID: "u1", CharacterKey: "tootoo",
		Name: "투투", Middle: "clear_pet", CharacterType: "recycle", TaskID: uuid.NewString()})
	if err != nil || !other.Received {
		t.Fatalf("other owner = %+v, %v; want received", other, err)
	}
}

func TestUserCollectionSync(t *testing.T) {
	t.Parallel()
	ctx, s := scanSetup(t)
	if _, err := s.UserCollectionGet(ctx, "o1", "u1"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("before any sync: err = %v, want ErrNotFound", err)
	}
	for _, g := range []store.CharacterGrant{
		{CharacterKey: "tootoo", Name: "투투", Middle: "clear_pet", CharacterType: "recycle"},
		{CharacterKey: "folly", Name: "폴디", Middle: "paper", CharacterType: "recycle"},
	} {
		g.Owner, g.UserID, g.TaskID = "o1", "u1", uuid.NewString()
		if _, err := s.CharacterGrantInsert(ctx, g); err != nil {
			t.Fatal(err)
		}
	}
	if err := s.UserCollectionSync(ctx, "o1", "u1"); err != nil {
		t.Fatal(err)
	}
	if err := s.UserCollectionSync(ctx, "o1", "u1"); err != nil {
		t.Fatal(err)
	}
	uc, err := s.UserCollectionGet(ctx, "o1", "u1")
	if err != nil {
		t.Fatal(err)
	}
	if uc.Total != 2 || uc.ByCategory["clear_pet"] != 1 || uc.ByCategory["paper"] != 1 {
		t.Fatalf("summary = %+v", uc)
	}
	var latest []map[string]any
	if err := json.Unmarshal(uc.Latest, &latest); err != nil || len(latest) != 2 {
		t.Fatalf("latest = %s (%v)", uc.Latest, err)
	}
	list, err := s.UserCharacterList(ctx, "o1", "u1")
	if err != nil || len(list) != 2 {
		t.Fatalf("list = %+v, %v", list, err)
	}
	if none, err := s.UserCharacterList(ctx, "o2", "u1"); err != nil || len(none) != 0 {
		t.Fatalf("other owner's list = %+v, %v; want empty", none, err)
	}
}

func TestWebhookDeliveries(t *testing.T) {
	t.Parallel()
	ctx, s := scanSetup(t)
	task := newTask(t, ctx, s)
	code, msg := 500, "boom"
	for _, d := range []store.WebhookDelivery{
		{TaskID: task, URL: "http://example.com/h", Event: "task.succeeded", Attempt: 1, StatusCode: &code, DurationMS: 3},
		{TaskID: task, URL: "http://example.com/h", Event: "task.succeeded", Attempt: 2, Error: &msg},
	} {
		if err := s.WebhookDeliveryInsert(ctx, d); err != nil {
			t.Fatal(err)
		}
	}
	ds, err := s.WebhookDeliveryList(ctx, task)
	if err != nil || len(ds) != 2 {
		t.Fatalf("list = %+v, %v", ds, err)
	}
	if ds[0].Attempt != 1 || *ds[0].StatusCode != 500 || ds[0].Error != nil || ds[1].StatusCode != nil || *ds[1].Error != "boom" {
		t.Fatalf("deliveries = %+v %+v", ds[0], ds[1])
	}
}

// Pictures past their retention go, except those an open task still needs;
// recent ones stay.
func TestScanImageDeleteExpired(t *testing.T) {
	t.Parallel()
	ctx, s := scanSetup(t)
	img := func(age string) string {
		id := uuid.NewString()
		if err := s.ScanImageInsert(ctx, store.ScanImage{ID: id, Owner: "o1", MIME: "image/png", Data: []byte("png")}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.Pool().Exec(ctx, `UPDATE scan_images SET created_at = now() - $2::interval WHERE id = $1`, id, age); err != nil {
			t.Fatal(err)
		}
		return id
	}
	task := func(imageID, status string) {
		id := uuid.NewString()
		err := s.TaskInsertMany(ctx, []store.TaskNew{{ID: id, Pipeline: "scan", Owner: "o1", Stage: "vision", MaxAttempts: 3,
			Input: json.RawMessage(`{"image_id": "` + imageID + `"}`), JobID: 1, Created: store.EventTemplate{Kind: "task.created", Data: json.RawMessage(`{}`)}}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := s.Pool().Exec(ctx, `UPDATE tasks SET status = $2 WHERE id = $1`, id, status); err != nil {
			t.Fatal(err)
		}
	}
	oldDone, oldOpen, oldOrphan, recent := img("10 days"), img("10 days"), img("10 days"), img("1 hour")
	task(oldDone, store.StatusSuccess)
	task(oldOpen, store.StatusProcessing)
	task(recent, store.StatusSuccess)

	n, err := s.ScanImageDeleteExpired(ctx, time.Now().Add(-7*24*time.Hour), 1000)
	if err != nil || n != 2 {
		t.Fatalf("deleted %d (%v), want 2", n, err)
	}
	for id, want := range map[string]bool{oldDone: false, oldOrphan: false, oldOpen: true, recent: true} {
		_, err := s.ScanImageGet(ctx, id)
		if kept := err == nil; kept != want {
			t.Fatalf("image %s kept = %v, want %v (%v)", id, kept, want, err)
		}
	}
}
