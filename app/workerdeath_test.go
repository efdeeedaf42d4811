package app

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/pipelinetest"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
)

// childEnv makes the test binary act as `baton` with the arguments in it
// (space-separated), so a test can run and SIGKILL a real `baton work`; the
// child registers the noop pipeline, which production processes don't.
const childEnv = "BATON_TEST_CHILD_ARGS"

func TestMain(m *testing.M) {
	if len(os.Args) > 2 && os.Args[1] == "bench" && os.Args[2] == "sse-clients" {
		// bench sse's client process (it runs os.Executable()).
		root := NewRootCommand(os.Stdout, os.Stderr)
		root.SetArgs(os.Args[1:])
		if err := root.Execute(); err != nil {
			os.Stderr.WriteString("sse-clients: " + err.Error() + "\n")
			os.Exit(1)
		}
		os.Exit(0)
	}
	if args := os.Getenv(childEnv); args != "" {
		testPipelines = []*pipeline.Pipeline{pipeline.NoopPipeline(pipeline.NoopPipelineName, pipeline.NoopQueue, NoopStages)}
		root := NewRootCommand(os.Stdout, os.Stderr)
		root.SetArgs(strings.Fields(args))
		if err := root.Execute(); err != nil {
			os.Stderr.WriteString("child: " + err.Error() + "\n")
			os.Exit(1)
		}
		os.Exit(0)
	}
	// Train the scan reader's text model before any test starts its clock:
	// under the race detector on a busy machine the training (3,500 corpus
	// lines) can eat the whole wait of whichever scan test comes first.
	if err := scan.WarmUp(); err != nil {
		os.Stderr.WriteString("warm-up: " + err.Error() + "\n")
		os.Exit(1)
	}
	os.Exit(m.Run())
}

func startEngine(t *testing.T, pool *pgxpool.Pool, queues ...string) *pipeline.Engine {
	t.Helper()
	cfg := pipelinetest.Config()
	cfg.Queues, cfg.HeartbeatInterval, cfg.HeartbeatTTL = queues, 100*time.Millisecond, time.Second
	cfg.SweepInterval, cfg.FetchPollInterval = 200*time.Millisecond, 50*time.Millisecond
	e := pipelinetest.Start(t, pool, cfg, pipeline.NoopPipeline(pipeline.NoopPipelineName, pipeline.NoopQueue, NoopStages))
	return e
}

// A `baton work` child is SIGKILLed while its stage runs: the reaper sees its
// heartbeat expire (WORKER_DEAD), the stage runs again on another process,
// and the task ends SUCCESS with exactly one output per stage.
func TestWorkerDeath_ChildKilledMidStage(t *testing.T) {
	t.Parallel()
	url := storetest.NewDatabase(t)
	pool, err := pgxpool.New(context.Background(), url)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	ctx := context.Background()
	st := store.New(pool)

	// Process A: every queue but s2, and the reaper (leader before the child starts).
	a := startEngine(t, pool, "noop_s1", "noop_s3", "noop_s4")
	storetest.WaitFor(t, 20*time.Second, "engine A to lead", func() bool {
		var leader string
		_ = pool.QueryRow(ctx, `SELECT leader_id FROM river_leader`).Scan(&leader)
		return leader == a.WorkerID()
	})

	child := exec.Command(os.Args[0])
	child.Env = append(os.Environ(), childEnv+"=work --database-url "+url+
		" --queues noop_s2 --heartbeat-interval 100ms --health-listen= --log-level warn --fetch-cooldown 1ms --fetch-poll-interval 50ms")
	child.Stdout, child.Stderr = os.Stderr, os.Stderr
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = child.Process.Kill(); _ = child.Wait() })

	in, _ := json.Marshal(pipeline.NoopInput{SleepStage: "s2", SleepMS: 600000})
	sub, err := a.Submit(ctx, pipeline.SubmitRequest{Pipeline: pipeline.NoopPipelineName, Inputs: []json.RawMessage{in}})
	if err != nil {
		t.Fatal(err)
	}
	id := sub.Tasks[0].ID
	var childID string
	storetest.WaitFor(t, 30*time.Second, "the child to run stage s2", func() bool {
		task, err := st.TaskGet(ctx, id, "")
		if err != nil || task.Stage != "s2" || task.Status != store.StatusProcessing || task.WorkerID == nil {
			return false
		}
		childID = *task.WorkerID
		return true
	})
	if childID == a.WorkerID() {
		t.Fatal("stage s2 ran in the parent")
	}
	if err := child.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	_ = child.Wait()

	// Process B takes over queue s2 once the reaper re-enqueues the stage.
	b := startEngine(t, pool, "noop_s2")
	done := waitTask(t, st, id, 60*time.Second)
	if done.Status != store.StatusSuccess {
		t.Fatalf("task ended %s %v, want SUCCESS", done.Status, done.ErrorCode)
	}
	outs, err := st.StageOutputList(ctx, id)
	if err != nil || len(outs) != NoopStages {
		t.Fatalf("outputs = %d (%v), want one per stage", len(outs), err)
	}
	for _, o := range outs {
		if o.Stage == "s2" && o.WorkerID != b.WorkerID() {
			t.Fatalf("s2 output written by %s, want the surviving process %s", o.WorkerID, b.WorkerID())
		}
	}
	var retrying int
	_ = pool.QueryRow(ctx, `SELECT count(*) FROM task_events WHERE task_id = $1 AND kind = 'stage.retrying' AND data->'error'->>'code' = 'WORKER_DEAD'`, id).Scan(&retrying)
	if retrying != 1 {
		t.Fatalf("WORKER_DEAD retry events = %d, want 1", retrying)
	}
}

func waitTask(t *testing.T, st *store.Store, id string, timeout time.Duration) *store.Task {
	t.Helper()
	var task *store.Task
	storetest.WaitFor(t, timeout, "task "+id+" to finish", func() bool {
		var err error
		task, err = st.TaskGet(context.Background(), id, "")
		return err == nil && !task.Open()
	})
	return task
}
