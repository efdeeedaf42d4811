package store_test

import (
	"log/slog"
	"slices"
	"testing"

	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// Migration 014 sets the vacuum floors of batches and river_job and the
// analyze thresholds of the hot tables, and 015 river_job's floor again;
// down puts back 014's floor and then migration 008's settings, and up
// again sets them again.
func TestAutovacuumMigration(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	pool := storetest.NewPoolAt(t, url, 2)
	ctx := t.Context()
	log := slog.New(slog.DiscardHandler)
	options := func(table string) []string {
		t.Helper()
		var opts []string
		if err := pool.QueryRow(ctx, `SELECT coalesce(reloptions, '{}') FROM pg_class WHERE oid = $1::regclass`, table).Scan(&opts); err != nil {
			t.Fatal(err)
		}
		return opts
	}
	check := func(when string, want map[string][]string) {
		t.Helper()
		for table, opts := range want {
			got := options(table)
			for _, o := range opts {
				if !slices.Contains(got, o) {
					t.Errorf("%s: %s has %v, want %s among them", when, table, got, o)
				}
			}
		}
	}
	after := map[string][]string{
		"batches":            {"autovacuum_vacuum_threshold=100", "autovacuum_vacuum_cost_delay=0", "autovacuum_vacuum_scale_factor=0.02"},
		"river_job":          {"autovacuum_vacuum_threshold=1000", "autovacuum_analyze_threshold=10000", "autovacuum_analyze_scale_factor=0.1", "autovacuum_vacuum_scale_factor=0.01"},
		"tasks":              {"autovacuum_analyze_threshold=10000", "autovacuum_analyze_scale_factor=0.1", "autovacuum_vacuum_threshold=1000"},
		"task_stage_outputs": {"autovacuum_analyze_threshold=10000", "autovacuum_analyze_scale_factor=0.1", "autovacuum_vacuum_threshold=1000"},
	}
	check("after up", after)
	if _, err := store.MigrateDown(ctx, pool, stepsDownTo(t, 14), false, log); err != nil {
		t.Fatal(err)
	}
	check("after 015 down", map[string][]string{
		"river_job": {"autovacuum_vacuum_threshold=5000", "autovacuum_analyze_threshold=10000"},
	})
	if _, err := store.MigrateDown(ctx, pool, stepsDownTo(t, 13), false, log); err != nil {
		t.Fatal(err)
	}
	check("after down", map[string][]string{
		"batches":            {"autovacuum_vacuum_threshold=1000", "autovacuum_analyze_threshold=1000"},
		"river_job":          {"autovacuum_vacuum_threshold=1000", "autovacuum_analyze_threshold=1000", "autovacuum_analyze_scale_factor=0.02"},
		"tasks":              {"autovacuum_analyze_threshold=1000", "autovacuum_analyze_scale_factor=0.02"},
		"task_stage_outputs": {"autovacuum_analyze_threshold=1000", "autovacuum_analyze_scale_factor=0.05"},
	})
	if got := options("batches"); slices.Contains(got, "autovacuum_vacuum_cost_delay=0") {
		t.Errorf("after down, batches keeps its cost delay: %v", got)
	}
	if _, err := store.MigrateUp(ctx, pool, log); err != nil {
		t.Fatal(err)
	}
	check("after up again", after)
}
