package store

import (
	"testing"
	"time"

	"github.com/google/uuid"
)

// FuzzDecodeTaskCursor checks that any text either is refused as
// ErrInvalidCursor or decodes to a cursor PostgreSQL can compare with
// (a time in range, a canonical UUID) that encodes back to the same text.
// `go test` runs the seeds; `go test -fuzz FuzzDecodeTaskCursor ./store` explores.
func FuzzDecodeTaskCursor(f *testing.F) {
	good := taskCursor{CreatedAt: time.Date(2025, 1, 2, 3, 4, 5, 6000, time.UTC), ID: "00000000-0000-4000-8000-000000000001"}
	for _, s := range []string{
		good.encode(), "", "!!", "MTIz", "MTIzLG5vdC1hLXV1aWQ",
		taskCursor{CreatedAt: cursorTimeMin, ID: good.ID}.encode(),
		taskCursor{CreatedAt: cursorTimeMax, ID: good.ID}.encode(),
		"OTIyMzM3MjAzNjg1NDc3NTgwNywwMDAwMDAwMC0wMDAwLTQwMDAtODAwMC0wMDAwMDAwMDAwMDE", // max int64
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := decodeTaskCursor(s)
		if err != nil {
			if err != ErrInvalidCursor {
				t.Fatalf("%q: error %v, want ErrInvalidCursor", s, err)
			}
			return
		}
		if c.CreatedAt.Before(cursorTimeMin) || !c.CreatedAt.Before(cursorTimeMax) {
			t.Fatalf("%q: time %v out of range", s, c.CreatedAt)
		}
		if c.encode() != s {
			t.Fatalf("%q: re-encodes as %q", s, c.encode())
		}
	})
}

// FuzzTaskCursorRoundTrip checks every cursor encode makes from an in-range
// time decodes to the same position.
func FuzzTaskCursorRoundTrip(f *testing.F) {
	f.Add(int64(0), uint64(1), uint64(2))
	f.Add(time.Now().UnixMicro(), uint64(1<<63), uint64(42))
	f.Fuzz(func(t *testing.T, micro int64, hi, lo uint64) {
		at := time.UnixMicro(micro).UTC()
		if at.Before(cursorTimeMin) || !at.Before(cursorTimeMax) {
			return
		}
		var b [16]byte
		for i := range 8 {
			b[i], b[8+i] = byte(hi>>(8*i)), byte(lo>>(8*i))
		}
		id := uuid.UUID(b).String()
		in := taskCursor{CreatedAt: at, ID: id}
		out, err := decodeTaskCursor(in.encode())
		if err != nil || !out.CreatedAt.Equal(in.CreatedAt) || out.ID != in.ID {
			t.Fatalf("%+v: decoded %+v, %v", in, out, err)
		}
	})
}
