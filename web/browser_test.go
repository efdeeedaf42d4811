package web_test

import (
	"context"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/baton-dev/baton/pipeline"
	"github.com/baton-dev/baton/pipeline/clause"
	"github.com/baton-dev/baton/pipeline/lib/ai"
	"github.com/baton-dev/baton/pipeline/scan"
	"github.com/baton-dev/baton/pipeline/scan/scantest"
	"github.com/baton-dev/baton/store"
	"github.com/baton-dev/baton/store/storetest"
	"github.com/baton-dev/baton/web"
)

// The web page, end to end: a real server (clause and scan pipelines, the
// event hub, a required API token) and headless Chromium driving the page.
// Set BATON_TEST_SCREENSHOTS=DIR to keep screenshots of the page.

// pageBrowserDeadline bounds each browser scenario.
const pageBrowserDeadline = 60 * time.Second

// pageLease is a three-clause Korean lease contract.
const pageLease = `특약사항
1. 보증금은 임차인이 집을 비운 날부터 3개월이 지난 후에 이자 없이 반환한다.
2. 월세는 매월 25일에 임대인이 지정한 계좌로 낸다.
3. 임차인은 임대인의 동의 없이 전입신고를 할 수 없다.`

// pageGate holds judge calls while it is shut, so the test can reload the
// page while every clause is mid-analysis.
type pageGate struct {
	mu      sync.Mutex
	shut    chan struct{} // nil: open
	waiting atomic.Int32
}

func (g *pageGate) hold() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.shut == nil {
		g.shut = make(chan struct{})
	}
}

func (g *pageGate) release() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.shut != nil {
		close(g.shut)
		g.shut = nil
	}
}

func (g *pageGate) pass(ctx context.Context) error {
	g.mu.Lock()
	ch := g.shut
	g.mu.Unlock()
	if ch == nil {
		return nil
	}
	g.waiting.Add(1)
	defer g.waiting.Add(-1)
	select {
	case <-ch:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// gatedJudge is the embedded judge behind a pageGate.
type gatedJudge struct {
	inner clause.Judge
	gate  *pageGate
}

func (j *gatedJudge) Name() string { return j.inner.Name() }

func (j *gatedJudge) Judge(ctx context.Context, req clause.JudgeRequest) (*clause.ClauseAnalysis, error) {
	if err := j.gate.pass(ctx); err != nil {
		return nil, err
	}
	return j.inner.Judge(ctx, req)
}

type pageEnv struct {
	url   string
	token string
	gate  *pageGate
	pool  *pgxpool.Pool
}

// newPageEnv serves the whole API and the page over an engine working the
// clause pipeline (starter corpus, embedded judge behind a gate) and the
// scan pipeline (embedded providers), with one API token required.
func newPageEnv(t *testing.T) *pageEnv {
	t.Helper()
	ctx := context.Background()
	pool := storetest.NewPool(t)
	st := store.New(pool)
	emb := ai.NewHashEmbedder(0)
	if _, _, err := (&clause.Ingester{Store: st, Embedder: emb}).IngestStarter(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := scan.IngestRules(ctx, st, emb); err != nil {
		t.Fatal(err)
	}
	gate := &pageGate{}
	cp, err := clause.New(clause.Config{Store: st, Embedder: emb, Judge: &gatedJudge{inner: clause.NewEmbeddedJudge(st), gate: gate}})
	if err != nil {
		t.Fatal(err)
	}
	svc, err := scan.New(st, scan.Config{Embedder: emb})
	if err != nil {
		t.Fatal(err)
	}
	eng, err := pipeline.New(pool, pipeline.Config{Work: true, FetchCooldown: time.Millisecond, FetchPollInterval: 20 * time.Millisecond,
		RetryBackoff: 10 * time.Millisecond, RetryBackoffMax: 50 * time.Millisecond, Jobs: svc.Jobs()}, cp, svc.Pipeline())
	if err != nil {
		t.Fatal(err)
	}
	if err := eng.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		_ = eng.Stop(ctx)
	})
	tok, hash := web.NewToken()
	if _, err := st.TokenCreate(ctx, "browser", false, hash); err != nil {
		t.Fatal(err)
	}
	hub := web.NewHub(pool, nil)
	srv := httptest.NewServer((&web.Server{Engine: eng, Store: st, Hub: hub, Scan: svc.NewIntake(eng, 0, 5*time.Second)}).Handler())
	t.Cleanup(srv.Close)
	hub.Start(ctx)
	t.Cleanup(hub.Stop)     // before srv.Close: open streams end
	t.Cleanup(gate.release) // first: held judges finish before the engine stops
	return &pageEnv{url: srv.URL, token: tok, gate: gate, pool: pool}
}

// pageChromium finds Chromium or skips the test.
func pageChromium(t *testing.T) string {
	t.Helper()
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	t.Skip("skipping the web page's browser test: Chromium is not installed " +
		"(apt-get install chromium, or WITH_CHROMIUM=1 scripts/install-deps.sh; `make test` does it)")
	return ""
}

// pageBrowser starts headless Chromium with a fresh profile whose language
// is lang (navigator.languages and Accept-Language), stopped when the test
// ends. Console exceptions and errors other than failed requests (the
// expected 401) are collected in *problems.
func pageBrowser(t *testing.T, execPath, lang string) (context.Context, *[]string) {
	t.Helper()
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(execPath), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.NoFirstRun, chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("lang", lang), chromedp.Flag("accept-lang", lang),
		chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(1280, 900))
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() {
		cancel()
		cancelAlloc()
	})
	// The first run starts the browser; it must not carry a deadline.
	if err := chromedp.Do(ctx); err != nil {
		t.Fatalf("starting Chromium: %v", err)
	}
	var mu sync.Mutex
	problems := &[]string{}
	messages := chromedp.Console(ctx)
	go func() {
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.IsException() || (m.Type == chromedp.ConsoleError && m.Source != "network") {
				mu.Lock()
				*problems = append(*problems, m.String())
				mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		mu.Lock()
		defer mu.Unlock()
		for _, p := range *problems {
			t.Errorf("browser console: %s", p)
		}
	})
	return ctx, problems
}

// pageStep runs a scenario's actions under pageBrowserDeadline.
func pageStep(t *testing.T, base context.Context) context.Context {
	t.Helper()
	ctx, cancel := context.WithTimeout(base, pageBrowserDeadline)
	t.Cleanup(cancel)
	return ctx
}

func pageDo(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v%s", what, err, pageText(ctx))
	}
}

// pageWait polls the JavaScript expression until it is truthy.
func pageWait(t *testing.T, ctx context.Context, what, expr string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void]("("+expr+") ? {} : null",
		chromedp.WithPollingInterval(50*time.Millisecond), chromedp.WithPollingTimeout(0)))
	if err != nil {
		t.Fatalf("waiting for %s: %v%s", what, err, pageText(ctx))
	}
}

func pageEval[T any](t *testing.T, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		t.Fatalf("evaluating %s: %v", expr, err)
	}
	return v
}

// pageJS is an action that runs a script for its effect.
func pageJS(script string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := chromedp.Evaluate[bool]("("+script+", true)")(ctx, t)
		return err
	})
}

// pageText is the page's text, for failure messages.
func pageText(ctx context.Context) string {
	c, cancel := context.WithTimeout(context.WithoutCancel(ctx), 3*time.Second)
	defer cancel()
	s, err := chromedp.Run(c, chromedp.Evaluate[string](`location.href + "\n" + document.body.innerText`))
	if err != nil {
		return ""
	}
	return "\n--- page ---\n" + s
}

// pageShot saves a screenshot under $BATON_TEST_SCREENSHOTS.
func pageShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("BATON_TEST_SCREENSHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("screenshot: %v", err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// pageClause is a clause card as the page shows it.
type pageClause struct {
	Risk, Badge, State, Text string
	Explanation              bool
	References               int
}

const pageClausesJS = `[...document.querySelectorAll('#clauses > li')].map(li => ({
	Risk: li.dataset.risk || '', Badge: li.querySelector('.badge').textContent.trim(), State: li.dataset.state,
	Text: li.querySelector('.clause-text').textContent, Explanation: !!li.querySelector('.explanation'),
	References: li.querySelectorAll('.refs > li').length}))`

// pageBatch is the batch id in the location hash and the last event id the
// page stored for it.
const pageBatchJS = `(() => { const b = new URLSearchParams(location.hash.slice(1)).get('batch') || '';
	return {ID: b, Last: Number(sessionStorage.getItem('baton.last.' + b)) || 0}; })()`

type pageBatch struct {
	ID   string
	Last int64
}

const pageAllRisksJS = `(() => { const l = [...document.querySelectorAll('#clauses > li')];
	return l.length === 3 && l.every(li => ['none', 'low', 'medium', 'high'].includes(li.dataset.risk)); })()`

// pageScan is the scan result as the page shows it.
type pageScan struct {
	Answer, Reward, What string
	Steps                int
	Preview              bool
	Last                 int64
}

func checkPageClauses(t *testing.T, cs []pageClause) {
	t.Helper()
	want := []string{"보증금은", "월세는", "전입신고"}
	if len(cs) != len(want) {
		t.Fatalf("%d clauses shown, want %d: %+v", len(cs), len(want), cs)
	}
	refs := 0
	for i, c := range cs {
		if !strings.Contains(c.Text, want[i]) {
			t.Errorf("clause %d shows %q, want the one with %q", i+1, c.Text, want[i])
		}
		if !strings.Contains(strings.ToLower(c.Badge), "risk") || c.State != "succeeded" || !c.Explanation {
			t.Errorf("clause %d: %+v, want a risk in words, its state and an explanation", i+1, c)
		}
		refs += c.References
	}
	if cs[0].Risk == clause.RiskNone {
		t.Errorf("the deposit clause was judged fair: %+v", cs[0])
	}
	if refs == 0 {
		t.Error("no clause shows the references it used")
	}
}

// pageWords are the page's own words that show its language.
type pageWords struct {
	Lang, H1, Tab, Analyze, Switch, Note, Stage string
}

const pageWordsJS = `(() => ({Lang: document.documentElement.lang,
	H1: document.querySelector('#panel-contract h1').textContent, Tab: document.getElementById('tab-scan').textContent.trim(),
	Analyze: document.getElementById('analyze').textContent, Switch: document.getElementById('lang-switch').textContent,
	Note: document.getElementById('scan-vision-note').textContent,
	Stage: document.querySelector('#scan-stages li[data-stage="vision"] .name').textContent}))()`

func checkPageWords(t *testing.T, ctx context.Context, lang string, want pageWords) {
	t.Helper()
	got := pageEval[pageWords](t, ctx, pageWordsJS)
	if got.Lang != want.Lang || got.H1 != want.H1 || got.Tab != want.Tab || got.Analyze != want.Analyze ||
		got.Switch != want.Switch || !strings.Contains(got.Note, want.Note) || got.Stage != want.Stage {
		t.Errorf("a %s browser sees %+v, want %+v", lang, got, want)
	}
}

func TestBrowserPage(t *testing.T) {
	t.Parallel()
	chromium := pageChromium(t)
	env := newPageEnv(t)
	browser, _ := pageBrowser(t, chromium, "en-US")

	t.Run("contract", func(t *testing.T) {
		ctx := pageStep(t, browser)
		pageDo(t, ctx, "submitting the contract",
			chromedp.Navigate(env.url+"/"),
			chromedp.WaitVisible(chromedp.CSS("#contract-text")),
			chromedp.SetValue(chromedp.CSS("#contract-text"), pageLease),
			chromedp.Click(chromedp.CSS("#analyze")))
		pageWait(t, ctx, "the token prompt", `document.getElementById('token-dialog').open`)
		pageShot(t, ctx, "token")
		pageDo(t, ctx, "giving a wrong token",
			chromedp.SetValue(chromedp.CSS("#token-input"), "bt_not-a-token"),
			chromedp.Click(chromedp.CSS("#token-save")))
		pageWait(t, ctx, "the prompt again, saying why", `document.getElementById('token-dialog').open &&
			document.getElementById('token-detail').textContent.includes('not accepted')`)
		pageDo(t, ctx, "giving the token",
			chromedp.SetValue(chromedp.CSS("#token-input"), env.token),
			chromedp.Click(chromedp.CSS("#token-save")))
		pageWait(t, ctx, "every clause's risk", pageAllRisksJS)
		pageWait(t, ctx, "the batch to be done", `document.getElementById('batch-status').textContent.startsWith('Done')`)
		checkPageClauses(t, pageEval[[]pageClause](t, ctx, pageClausesJS))
		if b := pageEval[pageBatch](t, ctx, pageBatchJS); b.ID == "" || b.Last == 0 {
			t.Errorf("batch in the page: %+v, want its id in the hash and the last event id stored (the stream delivered)", b)
		}
		pageShot(t, ctx, "contract")
	})

	t.Run("reload mid-analysis", func(t *testing.T) {
		ctx := pageStep(t, browser)
		env.gate.hold()
		file := filepath.Join(t.TempDir(), "lease.txt")
		if err := os.WriteFile(file, []byte(pageLease), 0o644); err != nil {
			t.Fatal(err)
		}
		pageDo(t, ctx, "uploading the contract as a file",
			chromedp.Click(chromedp.CSS("#batch-clear")),
			pageJS(`document.getElementById('contract-text').value = ''`),
			chromedp.SetUploadFiles(chromedp.CSS("#contract-file"), []string{file}))
		pageWait(t, ctx, "the file's text in the form", `document.getElementById('contract-text').value.includes('전입신고를 할 수 없다')`)
		pageDo(t, ctx, "submitting it", chromedp.Click(chromedp.CSS("#analyze")))
		storetest.WaitFor(t, pageBrowserDeadline, "every clause held in its judge stage", func() bool { return env.gate.waiting.Load() == 3 })
		const judging = `(() => { const l = [...document.querySelectorAll('#clauses > li')];
			return l.length === 3 && l.every(li => li.dataset.state === 'running' && !li.dataset.risk &&
				li.textContent.includes('Judging') && li.querySelector('progress').value > 0); })()`
		pageWait(t, ctx, "every clause shown judging", judging)
		before := pageEval[pageBatch](t, ctx, pageBatchJS)
		if before.Last == 0 {
			t.Fatalf("no event id stored before the reload: %+v", before)
		}

		pageDo(t, ctx, "reloading", chromedp.Reload())
		pageWait(t, ctx, "every clause back, still judging", judging)
		if after := pageEval[pageBatch](t, ctx, pageBatchJS); after.ID != before.ID {
			t.Fatalf("batch after the reload %q, before %q", after.ID, before.ID)
		}
		pageShot(t, ctx, "resumed")
		env.gate.release()
		pageWait(t, ctx, "every clause's risk after the reload", pageAllRisksJS)
		pageWait(t, ctx, "the batch to be done", `document.getElementById('batch-status').textContent.startsWith('Done')`)
		checkPageClauses(t, pageEval[[]pageClause](t, ctx, pageClausesJS))
		if after := pageEval[pageBatch](t, ctx, pageBatchJS); after.Last <= before.Last {
			t.Errorf("last event id %d after the reload, %d before: the resumed stream delivered nothing", after.Last, before.Last)
		}
	})

	t.Run("scan", func(t *testing.T) {
		ctx := pageStep(t, browser)
		img := filepath.Join(t.TempDir(), "bottle.png")
		if err := os.WriteFile(img, scantest.PNG(t), 0o644); err != nil {
			t.Fatal(err)
		}
		pageDo(t, ctx, "submitting a scan",
			chromedp.Click(chromedp.CSS("#tab-scan")),
			chromedp.WaitVisible(chromedp.CSS("#scan-image")),
			chromedp.SetUploadFiles(chromedp.CSS("#scan-image"), []string{img}),
			chromedp.SetValue(chromedp.CSS("#scan-input"), "다 마신 생수병 라벨 제거함"),
			chromedp.SetValue(chromedp.CSS("#scan-user"), "browser-user"),
			chromedp.Click(chromedp.CSS("#scan-submit")))
		pageWait(t, ctx, "four stages done and an answer", `document.querySelectorAll('#scan-stages li[data-state="done"]').length === 4 &&
			document.querySelector('#scan-result .answer-text') && document.getElementById('scan-status').textContent === 'Done.'`)
		res := pageEval[pageScan](t, ctx, `(() => { const r = document.getElementById('scan-result'); const cards = [...r.querySelectorAll('section')];
			const text = (title) => (cards.find(c => c.querySelector('h3').textContent === title) || {textContent: ''}).textContent;
			const img = document.getElementById('scan-preview');
			const id = new URLSearchParams(location.hash.slice(1)).get('scan');
			return {Answer: r.querySelector('.answer-text').textContent, Steps: r.querySelectorAll('.steps:not(.insufficiencies) li').length,
				Reward: text('Reward'), What: text('What it is'), Preview: !img.hidden && img.naturalWidth > 0,
				Last: Number(sessionStorage.getItem('baton.last.' + id)) || 0}; })()`)
		if res.Answer == "" || res.Steps == 0 || !strings.Contains(res.What, "›") || res.Reward == "" || !res.Preview || res.Last == 0 {
			t.Errorf("scan result on the page: %+v", res)
		}
		pageShot(t, ctx, "scan")
	})

	t.Run("english words and the switch to korean", func(t *testing.T) {
		ctx := pageStep(t, browser)
		pageDo(t, ctx, "opening the page", chromedp.Navigate(env.url+"/"), chromedp.WaitVisible(chromedp.CSS("#contract-text")))
		pageWait(t, ctx, "the vision note", `!document.getElementById('scan-vision-note').hidden`)
		checkPageWords(t, ctx, "en", pageWords{
			Lang: "en", H1: "Check a contract for unfair clauses", Tab: "Recycling scan", Analyze: "Analyze", Switch: "한국어",
			Note: "the description is what counts", Stage: "Recognize the item"})
		pageDo(t, ctx, "switching to Korean", chromedp.Click(chromedp.CSS("#lang-switch")),
			chromedp.WaitVisible(chromedp.CSS(`html[lang="ko"] #contract-text`)))
		pageWait(t, ctx, "the page in Korean", `document.documentElement.lang === 'ko' && document.getElementById('analyze').textContent === '분석하기'`)
		pageDo(t, ctx, "reloading", chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#contract-text")))
		pageWait(t, ctx, "the choice kept over a reload", `document.documentElement.lang === 'ko' && localStorage.getItem('baton.lang') === 'ko'`)
		pageDo(t, ctx, "switching back", chromedp.Click(chromedp.CSS("#lang-switch")),
			chromedp.WaitVisible(chromedp.CSS(`html[lang="en"] #contract-text`)))
		pageWait(t, ctx, "the page in English again", `document.documentElement.lang === 'en' && document.getElementById('analyze').textContent === 'Analyze'`)
	})

	t.Run("korean browser", func(t *testing.T) {
		ko, _ := pageBrowser(t, chromium, "ko-KR")
		ctx := pageStep(t, ko)
		pageDo(t, ctx, "opening the page", chromedp.Navigate(env.url+"/"), chromedp.WaitVisible(chromedp.CSS("#contract-text")))
		pageWait(t, ctx, "the vision note", `!document.getElementById('scan-vision-note').hidden`)
		checkPageWords(t, ctx, "ko", pageWords{
			Lang: "ko", H1: "계약서에 불공정한 조항이 있는지 확인하기", Tab: "분리배출 스캔", Analyze: "분석하기", Switch: "English",
			Note: "설명으로 분류해요", Stage: "품목 알아보기"})
		img := filepath.Join(t.TempDir(), "bottle.png")
		if err := os.WriteFile(img, scantest.PNG(t), 0o644); err != nil {
			t.Fatal(err)
		}
		pageDo(t, ctx, "a scan in Korean",
			pageJS(`sessionStorage.setItem('baton.token', JSON.stringify(`+strconv.Quote(env.token)+`))`),
			chromedp.Click(chromedp.CSS("#tab-scan")),
			chromedp.WaitVisible(chromedp.CSS("#scan-image")),
			chromedp.SetUploadFiles(chromedp.CSS("#scan-image"), []string{img}),
			chromedp.SetValue(chromedp.CSS("#scan-input"), "다 마신 생수병 라벨 제거함"),
			chromedp.Click(chromedp.CSS("#scan-submit")))
		pageWait(t, ctx, "the scan done, in Korean", `document.getElementById('scan-status').textContent === '완료.' &&
			[...document.querySelectorAll('#scan-result h3')].some(h => h.textContent === '답변') &&
			document.querySelector('#scan-stages li[data-stage="reward"] .state').textContent === '완료'`)
		pageShot(t, ctx, "scan-ko")

		// A scan the reaper failed (no worker took it up) reads in Korean,
		// not in the reaper's English.
		id := pageEval[string](t, ctx, `new URLSearchParams(location.hash.slice(1)).get('scan') || ''`)
		if _, err := env.pool.Exec(t.Context(), `UPDATE tasks SET status = 'FAILED', error_code = 'STALE_PENDING',
			error_message = 'no worker picked this task up within 5 minutes; is `+"`baton serve` or `baton work`"+` running?' WHERE id = $1`, id); err != nil {
			t.Fatalf("failing scan %q: %v", id, err)
		}
		pageDo(t, ctx, "reloading the failed scan", chromedp.Reload(), chromedp.WaitVisible(chromedp.CSS("#scan-status")))
		pageWait(t, ctx, "the reaper's failure, in Korean", `(() => { const s = document.getElementById('scan-status').textContent;
			const card = document.querySelector('#scan-result .failure');
			return s.startsWith('스캔에 실패했어요: 정해진 시간 안에') && s.includes('baton work') && !s.includes('no worker') &&
				card && card.textContent.startsWith('정해진 시간 안에'); })()`)
	})

	t.Run("keyboard and phone", func(t *testing.T) {
		ctx := pageStep(t, browser)
		pageDo(t, ctx, "switching tabs with the arrow keys",
			chromedp.Focus(chromedp.CSS("#tab-scan")),
			chromedp.KeyEvent(kb.ArrowLeft))
		pageWait(t, ctx, "the contract tab selected and focused", `document.activeElement.id === 'tab-contract' &&
			!document.getElementById('panel-contract').hidden && document.getElementById('panel-scan').hidden`)
		for _, tab := range []string{"contract", "scan"} {
			pageDo(t, ctx, "a phone-sized window",
				chromedp.EmulateViewport(360, 740, chromedp.EmulateMobile),
				chromedp.Click(chromedp.CSS("#tab-"+tab)))
			if w := pageEval[int](t, ctx, `document.documentElement.scrollWidth`); w > 360 {
				wide := pageEval[[]string](t, ctx, `[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > 360)
					.map(e => e.tagName + '#' + e.id + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))`)
				t.Errorf("the %s tab is %d px wide on a 360 px phone; too wide: %v", tab, w, wide)
			}
			pageShot(t, ctx, "phone-"+tab)
		}
	})
}
