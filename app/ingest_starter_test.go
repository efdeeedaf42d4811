package app

import (
	"bytes"
	"context"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline/clause/starter"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// `baton ingest --starter` loads both starter corpora, and a second run
// changes nothing.
func TestIngestStarterLoadsBothCorpora(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	run := func() string {
		var out bytes.Buffer
		root := NewRootCommand(&out, &out)
		root.SetArgs([]string{"ingest", "--starter", "--database-url", url, "--log-level", "error"})
		if err := root.ExecuteContext(context.Background()); err != nil {
			t.Fatalf("ingest --starter: %v\n%s", err, out.String())
		}
		return out.String()
	}
	run()
	pool, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	corpora, err := store.New(pool).CorpusList(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]int{}
	for _, c := range corpora {
		have[c.Name] = c.Chunks
	}
	if have[starter.Corpus] == 0 || have[catalog.RulesCorpus] == 0 {
		t.Fatalf("corpora after ingest --starter = %v, want %s and %s", have, starter.Corpus, catalog.RulesCorpus)
	}
	run()
	again, _ := store.New(pool).CorpusList(context.Background())
	for _, c := range again {
		if have[c.Name] != c.Chunks {
			t.Fatalf("a second ingest --starter changed %s: %d → %d chunks", c.Name, have[c.Name], c.Chunks)
		}
	}
}
