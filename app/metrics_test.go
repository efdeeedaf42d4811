package app

import (
	"context"
	"encoding/json"
	"log/slog"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

func TestPromMetricsFamilies(t *testing.T) {
	t.Parallel()
	pool := storetest.NewPool(t)
	eng, err := pipeline.New(pool, pipeline.Config{}, pipeline.NoopPipeline(pipeline.NoopPipelineName, pipeline.NoopQueue, 2))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := eng.Submit(context.Background(), pipeline.SubmitRequest{Pipeline: pipeline.NoopPipelineName, Inputs: []json.RawMessage{[]byte(`{}`), []byte(`{}`)}}); err != nil {
		t.Fatal(err)
	}
	reg := prometheus.NewRegistry()
	var m pipeline.Metrics = newPromMetrics(reg, store.New(pool), time.Hour, slog.New(slog.DiscardHandler))
	m.StageFinished("noop", "s1", "completed", 20*time.Millisecond)
	m.HandOff("noop", "s2", 3*time.Millisecond)
	m.TaskFinished("noop", "SUCCESS", "")
	m.ReaperAction(pipeline.CodeWorkerDead, 2)

	fams, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]float64{}
	for _, f := range fams {
		for _, mt := range f.GetMetric() {
			v := mt.GetGauge().GetValue() + mt.GetCounter().GetValue() + float64(mt.GetHistogram().GetSampleCount())
			labels := ""
			for _, l := range mt.GetLabel() {
				labels += l.GetName() + "=" + l.GetValue() + ","
			}
			got[f.GetName()+"{"+labels+"}"] = v
		}
	}
	for k, want := range map[string]float64{
		"baton_stage_duration_seconds{outcome=completed,pipeline=noop,stage=s1,}": 1,
		"baton_handoff_latency_seconds{pipeline=noop,stage=s2,}":                  1,
		"baton_tasks_finished_total{code=,pipeline=noop,status=SUCCESS,}":         1,
		"baton_reaper_actions_total{action=WORKER_DEAD,}":                         2,
		"baton_tasks_open{pipeline=noop,status=PENDING,}":                         2,
		"baton_queue_jobs{queue=noop_s1,state=available,}":                        2,
		"baton_db_stats_up{}": 1,
	} {
		if v, ok := got[k]; !ok || v != want {
			t.Errorf("%s = %v (present %t), want %v", k, v, ok, want)
		}
	}
	if t.Failed() {
		t.Logf("gathered: %v", got)
	}
}
