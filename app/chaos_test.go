//go:build chaos

package app

// The chaos suite (`make chaos`; not part of `go test ./...` or CI: it takes
// minutes). It runs a private throwaway PostgreSQL cluster under /tmp on a
// port of its own (never the shared test cluster), `baton serve
// --no-workers`, several `baton work` processes (this test binary acting as
// baton, see TestMain), and a steady load of both pipelines through the HTTP
// API on loopback, while it SIGKILLs workers (River's leader among them) and
// restarts PostgreSQL. It then checks in SQL that nothing was lost, stuck,
// failed by the faults or completed twice, and prints one JSON summary line
// (CHAOS_SUMMARY {...}). Figures: docs/reliability.md.
//
// Knobs (environment): CHAOS_TASKS (3000), CHAOS_WORKERS (3), CHAOS_KILLS
// (6), CHAOS_PG_RESTARTS (2), CHAOS_FAULT_EVERY (20s), CHAOS_DEADLINE (10m).

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
)

// Liveness settings of the run; a requeue must land within ttl + sweep + 5 s.
const (
	chaosTTL       = 5 * time.Second
	chaosHeartbeat = time.Second
	chaosSweep     = 2 * time.Second
)

func (r *chaosRun) startWorker() *chaosProc {
	r.mu.Lock()
	r.n++
	n := r.n
	r.mu.Unlock()
	return r.start(fmt.Sprintf("work-%d", n), fmt.Sprintf("work --database-url %s --heartbeat-ttl %s --heartbeat-interval %s --sweep-interval %s --health-listen= --log-level warn",
		r.url, chaosTTL, chaosHeartbeat, chaosSweep))
}

// kill is one SIGKILL of a worker.
type chaosKill struct {
	Worker   string    `json:"worker"`
	Leader   bool      `json:"leader"`
	KilledAt time.Time `json:"-"`
}

// killWorker SIGKILLs the worker whose River client id is id (its pid is in
// `workers`), then starts a fresh one in its place.
func (r *chaosRun) killWorker(ctx context.Context, leader bool) (*chaosKill, error) {
	var id string
	var pid int
	q := `SELECT w.id, w.pid FROM workers w WHERE w.heartbeat_at > now() - interval '3 seconds' AND w.id <> (SELECT coalesce(max(leader_id), '') FROM river_leader) ORDER BY random() LIMIT 1`
	if leader {
		q = `SELECT w.id, w.pid FROM workers w JOIN river_leader l ON l.leader_id = w.id`
	}
	// River may be between leaders (or PostgreSQL just restarted): wait
	// for one, bounded.
	for wait := time.Now().Add(40 * time.Second); ; {
		err := r.pool.QueryRow(ctx, q).Scan(&id, &pid)
		if err == nil {
			break
		}
		if time.Now().After(wait) {
			return nil, fmt.Errorf("no worker to kill (leader %v): %w", leader, err)
		}
		time.Sleep(200 * time.Millisecond) // polling river_leader
	}
	r.mu.Lock()
	var victim *chaosProc
	for _, p := range r.procs {
		if p.cmd.Process.Pid == pid {
			victim = p
		}
	}
	r.mu.Unlock()
	if victim == nil {
		return nil, fmt.Errorf("worker %s (pid %d) is not ours", id, pid)
	}
	if err := victim.cmd.Process.Signal(syscall.SIGKILL); err != nil {
		return nil, err
	}
	k := &chaosKill{Worker: id, Leader: leader, KilledAt: time.Now()}
	<-victim.done
	r.startWorker()
	return k, nil
}

func (r *chaosRun) restartPostgres(ctx context.Context) (time.Duration, error) {
	began := time.Now()
	if err := r.cluster.restart(ctx); err != nil {
		return 0, err
	}
	return time.Since(began), nil
}

var chaosClauses = []string{
	"임차인은 임대인의 동의 없이 임차물을 전대할 수 없다.",
	"계약 해지 시 보증금은 30일 이내에 반환한다.",
	"The supplier shall indemnify the buyer against all third-party claims.",
	"을은 갑의 사전 서면 동의 없이 본 계약상의 권리를 제3자에게 양도할 수 없다.",
	"Either party may terminate this agreement with thirty days written notice.",
}

var chaosScans = []string{
	"플라스틱 페트병, 라벨은 떼었어요",
	"깨진 유리컵",
	"an empty aluminium can",
	"음식물이 묻은 피자 박스",
	"다 쓴 건전지 두 개",
}

func TestChaos(t *testing.T) {
	tasks := envInt("CHAOS_TASKS", 3000)
	workers := envInt("CHAOS_WORKERS", 3)
	kills := envInt("CHAOS_KILLS", 6)
	restarts := envInt("CHAOS_PG_RESTARTS", 2)
	every := envDuration("CHAOS_FAULT_EVERY", 20*time.Second)
	deadline := envDuration("CHAOS_DEADLINE", 10*time.Minute)
	began := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()

	r := newChaosRun(ctx, t, "chaos")
	var err error
	r.pool, err = pgxpool.New(ctx, r.url)
	if err != nil {
		t.Fatal(err)
	}
	defer r.pool.Close()

	// The API, which migrates the database and ingests the starter corpora.
	api := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	r.start("serve", fmt.Sprintf("serve --database-url %s --no-workers --auto-migrate --ingest-starter --listen %s --log-level warn", r.url, api))
	base := "http://" + api
	client := &http.Client{Timeout: 30 * time.Second}
	waitStatus(ctx, t, client, base+"/readyz", http.StatusOK, "the API never became ready")
	for range workers {
		r.startWorker()
	}

	// The load: one clause request of 5 clauses, then 5 single scans, in
	// turn, at a steady rate that spreads the tasks over the fault window.
	faults := kills + restarts
	window := time.Duration(faults+1) * every
	var submitted sync.Map // task id -> pipeline
	var nSubmitted, nRejected atomic.Int64
	post := func(path string, body any) []string {
		b, _ := json.Marshal(body)
		resp, err := client.Post(base+path, "application/json", bytes.NewReader(b))
		if err != nil {
			nRejected.Add(1)
			return nil
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusAccepted {
			nRejected.Add(1)
			return nil
		}
		var out struct {
			ID    string `json:"task_id"`
			Tasks []struct {
				ID string `json:"id"`
			} `json:"tasks"`
		}
		if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
			nRejected.Add(1)
			return nil
		}
		ids := []string{}
		if out.ID != "" {
			ids = append(ids, out.ID)
		}
		for _, t := range out.Tasks {
			ids = append(ids, t.ID)
		}
		return ids
	}
	loadDone := make(chan struct{})
	go func() {
		defer close(loadDone)
		tick := time.NewTicker(window / time.Duration(tasks/10+1))
		defer tick.Stop()
		for i := 0; nSubmitted.Load() < int64(tasks) && ctx.Err() == nil; i++ {
			for _, id := range post("/v1/clause/analyze", map[string]any{"clauses": chaosClauses}) {
				submitted.Store(id, "clause")
				nSubmitted.Add(1)
			}
			for j := range chaosScans {
				for _, id := range post("/v1/scan/classify", map[string]any{"user_id": fmt.Sprintf("u%d", i%50), "user_input": chaosScans[(i+j)%len(chaosScans)]}) {
					submitted.Store(id, "scan")
					nSubmitted.Add(1)
				}
			}
			select {
			case <-tick.C:
			case <-ctx.Done():
			}
		}
	}()

	// The faults: kills (every other one River's leader) and PostgreSQL
	// restarts spread among them, one every `every`.
	var killed []*chaosKill
	var restartTimes []float64
	plan := make([]string, faults)
	for j := range restarts {
		plan[(j+1)*faults/(restarts+1)] = "restart"
	}
	for i, k := 0, 0; i < faults; i++ {
		if plan[i] == "" {
			plan[i] = map[bool]string{true: "kill-leader", false: "kill"}[k%2 == 0]
			k++
		}
	}
	t.Logf("chaos: %d tasks over %s, faults %v", tasks, window, plan)
	for _, f := range plan {
		select {
		case <-time.After(every):
		case <-ctx.Done():
			t.Fatal("deadline during the faults")
		}
		switch f {
		case "restart":
			d, err := r.restartPostgres(ctx)
			if err != nil {
				t.Fatalf("restart postgres: %v", err)
			}
			restartTimes = append(restartTimes, d.Seconds())
			t.Logf("chaos: postgres restarted in %s", d)
		default:
			k, err := r.killWorker(ctx, f == "kill-leader")
			if err != nil {
				t.Fatalf("kill: %v", err)
			}
			killed = append(killed, k)
			t.Logf("chaos: killed %s (leader %v)", k.Worker, k.Leader)
		}
	}
	<-loadDone

	// Wait (bounded) until every submitted task is finished.
	for {
		var open int
		err := r.pool.QueryRow(ctx, `SELECT count(*) FROM tasks WHERE status IN ('PENDING', 'PROCESSING')`).Scan(&open)
		if err == nil && open == 0 {
			break
		}
		if ctx.Err() != nil {
			t.Logf("chaos: deadline with %d tasks open", open)
			break
		}
		time.Sleep(time.Second) // polling the database for the end of the run
	}
	sctx, scancel := context.WithTimeout(context.Background(), time.Minute)
	defer scancel()

	// The checks, in SQL.
	type summary struct {
		TasksSubmitted       int64              `json:"tasks_submitted"`
		SubmitsRejected      int64              `json:"submits_rejected"`
		Lost                 int                `json:"lost"`
		Terminal             int                `json:"terminal"`
		Success              int                `json:"success"`
		FailedByCode         map[string]int     `json:"failed_by_code"`
		Stuck                int                `json:"stuck"`
		StagesCompletedTwice int                `json:"stages_completed_twice"`
		EventGaps            int                `json:"event_gaps"`
		RiverJobsRunning     int                `json:"river_jobs_running"`
		Kills                int                `json:"kills"`
		LeaderKills          int                `json:"leader_kills"`
		PGRestarts           int                `json:"pg_restarts"`
		PGRestartSeconds     []float64          `json:"pg_restart_seconds"`
		Requeued             int                `json:"requeued_worker_dead"`
		RequeuedOfKilled     int                `json:"requeued_of_killed"`
		SlowestRequeueS      float64            `json:"slowest_requeue_s"`
		RequeueBoundS        float64            `json:"requeue_bound_s"`
		RequeueByKillS       map[string]float64 `json:"slowest_requeue_by_kill_s"`
		Seconds              float64            `json:"seconds"`
	}
	s := summary{TasksSubmitted: nSubmitted.Load(), SubmitsRejected: nRejected.Load(), FailedByCode: map[string]int{},
		Kills: len(killed), PGRestarts: len(restartTimes), PGRestartSeconds: restartTimes,
		RequeueBoundS: (chaosTTL + chaosSweep + 5*time.Second).Seconds(), RequeueByKillS: map[string]float64{}}
	var ids []string
	submitted.Range(func(k, _ any) bool { ids = append(ids, k.(string)); return true })
	q := func(dst any, sql string, args ...any) {
		t.Helper()
		if err := r.pool.QueryRow(sctx, sql, args...).Scan(dst); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	q(&s.Lost, `SELECT count(*) FROM unnest($1::uuid[]) i WHERE NOT EXISTS (SELECT 1 FROM tasks t WHERE t.id = i)`, ids)
	q(&s.Terminal, `SELECT count(*) FROM tasks WHERE status IN ('SUCCESS', 'FAILED', 'CANCELLED')`)
	q(&s.Success, `SELECT count(*) FROM tasks WHERE status = 'SUCCESS'`)
	q(&s.Stuck, `SELECT count(*) FROM tasks WHERE status IN ('PENDING', 'PROCESSING')`)
	rows, err := r.pool.Query(sctx, `SELECT error_code, count(*) FROM tasks WHERE status = 'FAILED' GROUP BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var code string
		var n int
		if err := rows.Scan(&code, &n); err != nil {
			t.Fatal(err)
		}
		s.FailedByCode[code] = n
	}
	rows.Close()
	q(&s.StagesCompletedTwice, `SELECT count(*) FROM (SELECT task_id, data->>'step' FROM task_events WHERE kind = 'stage.completed' GROUP BY 1, 2 HAVING count(*) > 1) d`)
	// An event gap: a task without task.created, a finished task without its
	// terminal event, or a SUCCESS task whose completed stages are fewer than
	// its pipeline's (the most any SUCCESS task of that pipeline has) or don't
	// match its stored outputs.
	q(&s.EventGaps, `
WITH per AS (
    SELECT t.id, t.pipeline, t.status,
        count(*) FILTER (WHERE e.kind = 'task.created') AS created,
        count(*) FILTER (WHERE e.kind IN ('task.succeeded', 'task.failed', 'task.cancelled')) AS terminal,
        count(DISTINCT e.data->>'step') FILTER (WHERE e.kind = 'stage.completed') AS completed,
        (SELECT count(*) FROM task_stage_outputs o WHERE o.task_id = t.id) AS outputs
    FROM tasks t LEFT JOIN task_events e ON e.task_id = t.id GROUP BY t.id
), stages AS (SELECT pipeline, max(completed) AS n FROM per WHERE status = 'SUCCESS' GROUP BY pipeline)
SELECT count(*) FROM per JOIN stages USING (pipeline)
WHERE created <> 1 OR (status <> 'PENDING' AND status <> 'PROCESSING' AND terminal <> 1)
   OR (status = 'SUCCESS' AND (completed <> stages.n OR outputs <> stages.n))`)
	q(&s.RiverJobsRunning, `SELECT count(*) FROM river_job WHERE state = 'running'`)
	q(&s.Requeued, `SELECT count(*) FROM task_events WHERE kind = 'stage.retrying' AND data->'error'->>'code' = 'WORKER_DEAD'`)
	for _, k := range killed {
		if k.Leader {
			s.LeaderKills++
		}
		var n int
		var slowest *float64
		if err := r.pool.QueryRow(sctx, `
SELECT count(*), extract(epoch FROM max(created_at) - $2::timestamptz)::float8 FROM task_events
WHERE kind IN ('stage.retrying', 'task.failed') AND data->'error'->>'code' = 'WORKER_DEAD'
  AND data->'error'->>'message' LIKE 'worker ' || $1 || ' %'`, k.Worker, k.KilledAt).Scan(&n, &slowest); err != nil {
			t.Fatal(err)
		}
		s.RequeuedOfKilled += n
		if slowest != nil {
			s.RequeueByKillS[k.Worker] = *slowest
			s.SlowestRequeueS = max(s.SlowestRequeueS, *slowest)
		}
	}
	s.Seconds = time.Since(began).Seconds()
	out, _ := json.Marshal(s)
	fmt.Printf("CHAOS_SUMMARY %s\n", out)
	_ = os.WriteFile(filepath.Join(cmp.Or(os.Getenv("CHAOS_OUT"), os.TempDir()), "baton-chaos-summary.json"), out, 0o644)

	failed := 0
	for _, n := range s.FailedByCode {
		failed += n
	}
	switch {
	case s.Lost > 0 || s.Stuck > 0 || failed > 0 || s.StagesCompletedTwice > 0 || s.EventGaps > 0 || s.RiverJobsRunning > 0:
		t.Fatalf("chaos: lost %d, stuck %d, failed %v, completed twice %d, event gaps %d, River jobs running %d",
			s.Lost, s.Stuck, s.FailedByCode, s.StagesCompletedTwice, s.EventGaps, s.RiverJobsRunning)
	case s.SlowestRequeueS > s.RequeueBoundS:
		t.Fatalf("chaos: slowest requeue %.1fs, bound %.1fs", s.SlowestRequeueS, s.RequeueBoundS)
	case int(s.TasksSubmitted) < tasks:
		t.Fatalf("chaos: only %d of %d tasks submitted", s.TasksSubmitted, tasks)
	}
}
