package store_test

import (
	"testing"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestSpokenSQL(t *testing.T) {
	t.Parallel()
	pool := storetest.NewPool(t)
	for in, want := range map[string]string{
		"5 minutes": "5 minutes", "299.9 seconds": "5 minutes", "1 hour": "60 minutes",
		"30 seconds": "30 seconds", "89 seconds": "89 seconds", "0.001 seconds": "1 second",
	} {
		var got string
		if err := pool.QueryRow(t.Context(), `SELECT `+store.SpokenSQL(`$1::interval`), in).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Errorf("%s is said %q, want %q", in, got, want)
		}
	}
}
