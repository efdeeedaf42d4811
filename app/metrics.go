package app

import (
	"context"
	"log/slog"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/baton-dev/baton/store"
)

// DBStatsEveryDefault is the least time between two reads of the database
// gauges (open tasks, queue depth): scrapes in between get the cached values.
const DBStatsEveryDefault = 5 * time.Second

// promMetrics is the Prometheus implementation of pipeline.Metrics, and the
// gauges read from the database on scrape.
//
//	baton_stage_duration_seconds{pipeline,stage,outcome}  histogram, one stage attempt
//	baton_handoff_latency_seconds{pipeline,stage}         histogram, job enqueued → claimed
//	baton_tasks_finished_total{pipeline,status,code}      counter, terminal statuses seen by this process
//	baton_reaper_actions_total{action}                    counter, by error code or "requeued"
//	baton_tasks_open{pipeline,status}                     gauge, PENDING and PROCESSING tasks (database)
//	baton_queue_jobs{queue,state}                         gauge, River jobs not finalized (database)
type promMetrics struct {
	stageDuration *prometheus.HistogramVec
	handOff       *prometheus.HistogramVec
	tasksFinished *prometheus.CounterVec
	reaper        *prometheus.CounterVec
}

// newPromMetrics registers the engine's collectors on reg; st feeds the
// database gauges, read at most every `every`.
func newPromMetrics(reg prometheus.Registerer, st *store.Store, every time.Duration, log *slog.Logger) *promMetrics {
	m := &promMetrics{
		stageDuration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "baton_stage_duration_seconds", Help: "Duration of one stage attempt, by outcome (completed, retrying, failed, discarded).",
			Buckets: prometheus.ExponentialBuckets(0.01, 2.5, 12),
		}, []string{"pipeline", "stage", "outcome"}),
		handOff: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name: "baton_handoff_latency_seconds", Help: "Time from a stage's job being enqueued to a worker claiming it.",
			Buckets: prometheus.ExponentialBuckets(0.001, 2, 14),
		}, []string{"pipeline", "stage"}),
		tasksFinished: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "baton_tasks_finished_total", Help: "Tasks reaching a terminal status, as seen by this process.",
		}, []string{"pipeline", "status", "code"}),
		reaper: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "baton_reaper_actions_total", Help: "Tasks the reaper acted on, by error code (or requeued).",
		}, []string{"action"}),
	}
	reg.MustRegister(m.stageDuration, m.handOff, m.tasksFinished, m.reaper, newDBCollector(st, every, log))
	return m
}

// StageFinished observes one stage attempt.
func (m *promMetrics) StageFinished(pipeline, stage, outcome string, d time.Duration) {
	m.stageDuration.WithLabelValues(pipeline, stage, outcome).Observe(d.Seconds())
}

// HandOff observes a job's wait between enqueue and claim.
func (m *promMetrics) HandOff(pipeline, stage string, d time.Duration) {
	m.handOff.WithLabelValues(pipeline, stage).Observe(d.Seconds())
}

// TaskFinished counts a task reaching a terminal status.
func (m *promMetrics) TaskFinished(pipeline, status, code string) {
	m.tasksFinished.WithLabelValues(pipeline, status, code).Inc()
}

// ReaperAction counts tasks the reaper acted on.
func (m *promMetrics) ReaperAction(action string, n int) {
	m.reaper.WithLabelValues(action).Add(float64(n))
}

// dbCollector reads the open-task and queue-depth gauges from the database
// when scraped, at most once per `every`; a failed read keeps the last
// values and sets baton_db_stats_up to 0.
type dbCollector struct {
	st    *store.Store
	every time.Duration
	log   *slog.Logger

	openDesc, queueDesc, upDesc *prometheus.Desc

	mu     sync.Mutex
	readAt time.Time
	open   []store.Count
	queue  []store.Count
	up     bool
}

func newDBCollector(st *store.Store, every time.Duration, log *slog.Logger) *dbCollector {
	return &dbCollector{
		st: st, every: every, log: log,
		openDesc:  prometheus.NewDesc("baton_tasks_open", "PENDING and PROCESSING tasks by pipeline and status.", []string{"pipeline", "status"}, nil),
		queueDesc: prometheus.NewDesc("baton_queue_jobs", "River jobs not yet finalized, by queue and state (queue depth).", []string{"queue", "state"}, nil),
		upDesc:    prometheus.NewDesc("baton_db_stats_up", "1 when the last read of the database gauges succeeded.", nil, nil),
	}
}

// Describe sends the gauges' descriptors.
func (d *dbCollector) Describe(ch chan<- *prometheus.Desc) {
	ch <- d.openDesc
	ch <- d.queueDesc
	ch <- d.upDesc
}

// Collect refreshes the gauges when stale and sends them.
func (d *dbCollector) Collect(ch chan<- prometheus.Metric) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if time.Since(d.readAt) >= d.every {
		d.refresh()
	}
	for _, c := range d.open {
		ch <- prometheus.MustNewConstMetric(d.openDesc, prometheus.GaugeValue, float64(c.N), c.Labels...)
	}
	for _, c := range d.queue {
		ch <- prometheus.MustNewConstMetric(d.queueDesc, prometheus.GaugeValue, float64(c.N), c.Labels...)
	}
	up := 0.0
	if d.up {
		up = 1
	}
	ch <- prometheus.MustNewConstMetric(d.upDesc, prometheus.GaugeValue, up)
}

func (d *dbCollector) refresh() {
	d.readAt = time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Second)
	defer cancel()
	open, err := d.st.TaskCountOpen(ctx)
	if err == nil {
		var queue []store.Count
		if queue, err = d.st.JobCountByQueue(ctx); err == nil {
			d.open, d.queue, d.up = open, queue, true
			return
		}
	}
	d.up = false
	d.log.Warn("reading metrics from the database", slog.Any("error", err))
}
