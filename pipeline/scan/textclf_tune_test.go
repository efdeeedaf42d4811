package scan

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/baton-dev/baton/pipeline/lib/ai/classify"
	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// TestTuneText is a manual harness (SCAN_TUNE_TEXT=1): it trains the text
// model, prints its training time and heap, the policy cross-validation
// chose and the cross-validated figures on the description corpus per
// middle and per tag, then — for finding kinds of mistakes, never for
// tuning on — the whole embedded reader on a dev set with every miss
// (SCAN_TUNE_DEV=1: testdata/eval/scan_ko_dev.jsonl; any other value is
// the path of a dev file, e.g. ../../testdata/eval/scan_ko_dev2.jsonl).
// SCAN_TUNE_MISSED=path writes the ids of the corpus lines whose middle
// the cross-validated policy got wrong, one a line, for comparing two
// corpora or readers line by line.
func TestTuneText(t *testing.T) {
	if os.Getenv("SCAN_TUNE_TEXT") == "" {
		t.Skip("set SCAN_TUNE_TEXT=1")
	}
	cat, err := catalog.Load()
	if err != nil {
		t.Fatal(err)
	}
	tagCompareCV = true
	defer func() { tagCompareCV = false }()
	// SCAN_TUNE_TAGS picks the tag variant (default: as served, both off),
	// any of "skip" (leave the
	// tag-inapplicable streams out of each detector's training), "comb"
	// (the learned combiner decides) and "cross" (the combiner also reads
	// the other detectors' scores); "none" for none of them.
	if v := os.Getenv("SCAN_TUNE_TAGS"); v != "" {
		defer func(skip, use, cross bool) { tagSkipInapplicable, tagUseCombiner, combinerCross = skip, use, cross }(tagSkipInapplicable, tagUseCombiner, combinerCross)
		tagSkipInapplicable, tagUseCombiner, combinerCross = strings.Contains(v, "skip"), strings.Contains(v, "comb"), strings.Contains(v, "cross")
	}
	// SCAN_TUNE_FOLDS picks the cross-validation's folds (default: as
	// served): "line" (single lines), "voice" (the tag detectors hold out
	// whole corpus files), "voice+middle" (the middle classifier too).
	if v := os.Getenv("SCAN_TUNE_FOLDS"); v != "" {
		defer func(tag, middle bool) { tagFoldsByVoice, middleFoldsByVoice = tag, middle }(tagFoldsByVoice, middleFoldsByVoice)
		tagFoldsByVoice, middleFoldsByVoice = strings.Contains(v, "voice"), strings.Contains(v, "middle")
	}
	// SCAN_TUNE_SIG=z sets tagMinZ.
	if v := os.Getenv("SCAN_TUNE_SIG"); v != "" {
		defer func(z float64) { tagMinZ = z }(tagMinZ)
		z, err := strconv.ParseFloat(v, 64)
		if err != nil {
			t.Fatal(err)
		}
		tagMinZ = z
	}
	opts := []classify.Options{textOptions(cat)}
	if js := os.Getenv("SCAN_TUNE_OPTIONS"); js != "" {
		if err := json.Unmarshal([]byte(js), &opts); err != nil {
			t.Fatal(err)
		}
	}
	for _, opt := range opts[:len(opts)-1] {
		tuneTextOnce(t, cat, opt)
	}
	tm := tuneTextOnce(t, cat, opts[len(opts)-1])
	if os.Getenv("SCAN_TUNE_DEV") == "" {
		return
	}
	for _, path := range strings.Split(os.Getenv("SCAN_TUNE_DEV"), ",") {
		if path == "1" {
			path = "../../testdata/eval/scan_ko_dev.jsonl"
		}
		devText(t, tm, path)
	}
}

// tuneTextOnce trains with opt (no extractor when ExtractorWeight < 0,
// scanFeatures otherwise) and prints the figures.
func tuneTextOnce(t *testing.T, cat *catalog.Catalog, opt classify.Options) *textModel {
	opt.Extractor = scanFeatures{cat: cat}
	if opt.ExtractorWeight < 0 {
		opt.Extractor = nil
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	cpu0 := processCPU(t)
	tm, err := trainTextModel(cat, cat.Descriptions(), opt)
	if err != nil {
		t.Fatal(err)
	}
	cpu := processCPU(t) - cpu0
	runtime.GC()
	runtime.ReadMemStats(&after)
	fmt.Printf("C %v bits %d mindf %d char %d-%d/%v extra %v reps %d\ntrained in %s wall, %s CPU (user+sys) on %d CPUs; heap %+.1f MiB, heap from the OS %.1f MiB; %d corpus lines\n", opt.C, opt.HashBits, opt.MinDF, opt.CharMin, opt.CharMax, opt.CharWeight, opt.ExtractorWeight, opt.Repeats, tm.took, cpu.Round(time.Millisecond), runtime.GOMAXPROCS(0),
		float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/(1<<20), float64(after.HeapSys)/(1<<20), len(cat.Descriptions()))
	fmt.Printf("policy: %+v\n", tm.policy)
	cv := tm.cv
	if cv.Lines > 0 {
		pct := func(n int) string { return fmt.Sprintf("%.1f%%", 100*float64(n)/float64(cv.Lines)) }
		fmt.Printf("CV on %d lines: keyword %s, classifier %s, combined %s, middle+exact tags %s (reader tags only %s)\n",
			cv.Lines, pct(cv.Keyword), pct(cv.Classifier), pct(cv.Combined), pct(cv.Exact), pct(cv.ReaderExact))
		keys := make([]string, 0, len(cv.PerMiddle))
		for k := range cv.PerMiddle {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			v := cv.PerMiddle[k]
			fmt.Printf("  %-13s %4d %6.1f%%\n", k, v[0], 100*float64(v[1])/float64(v[0]))
		}
		files := make([]string, 0, len(cv.PerFile))
		for f := range cv.PerFile {
			files = append(files, f)
		}
		sort.Strings(files)
		for _, f := range files {
			v := cv.PerFile[f]
			fmt.Printf("  file %-22s %4d middle %6.1f%% middle+exact tags %6.1f%%\n", f, v[0], 100*float64(v[1])/float64(v[0]), 100*float64(v[2])/float64(v[0]))
		}
		if path := os.Getenv("SCAN_TUNE_MISSED"); path != "" {
			if err := os.WriteFile(path, []byte(strings.Join(cv.Missed, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		for _, f := range cv.Floor {
			fmt.Printf("  floor %.2f: the classifier decides %d lines named by no term or a weak word alone, %d right\n", f.MinScore, f.Decided, f.Right)
		}
		for _, f := range cv.Leads {
			fmt.Printf("  lead %.2f: %d lines with the right middle\n", f.MinScore, f.Right)
		}
		for _, text := range namelessProbes {
			top, score := topScore(tm.middle.Scores(catalog.MaskModalCan(text)))
			fmt.Printf("  names nothing: %q top %s %.3f (keyword %q)\n", text, top, score, cat.Match(text).Middle)
		}
		for _, tg := range cat.Tags() {
			v := cv.PerTag[tg.Key]
			fmt.Printf("  tag %-15s TP %3d FP %3d FN %3d P %.1f%% R %.1f%%\n", tg.Key, v[0], v[1], v[2],
				100*float64(v[0])/float64(max(1, v[0]+v[1])), 100*float64(v[0])/float64(max(1, v[0]+v[2])))
		}
		for _, tg := range sortedKeys(cv.TagGrid) {
			fmt.Printf("  tag %-15s right lines at TagMin %v: %v\n", tg, gridTagMin, cv.TagGrid[tg])
		}
		if a := cv.Alt; a != nil {
			fmt.Printf("combiner decides: %v; the combiner fitted on every line (in-sample) %s; the other tag decision: middle+exact tags %s\n",
				tm.policy.Comb != nil, pct(cv.ExactInSample), pct(a.Exact))
			for _, tg := range cat.Tags() {
				v := a.PerTag[tg.Key]
				fmt.Printf("  other tag %-15s TP %3d FP %3d FN %3d P %.1f%% R %.1f%%\n", tg.Key, v[0], v[1], v[2],
					100*float64(v[0])/float64(max(1, v[0]+v[1])), 100*float64(v[0])/float64(max(1, v[0]+v[2])))
			}
		}
		if c := tm.policy.Comb; c != nil {
			for _, tg := range cat.Tags() {
				if w, ok := c.w[tg.Key]; ok {
					fmt.Printf("  combiner %-15s margin %.2f bias %.2f logit %.2f set %.2f cleared %.2f set*logit %.2f cleared*logit %.2f other %.2f\n", tg.Key, c.margin[tg.Key], w[0], w[1], w[2], w[3], w[4], w[5], w[6])
				}
			}
		}
	}
	return tm
}

// processCPU is the process's user and system CPU time so far: on a shared
// machine the wall time of training says more about the load than about
// the training.
func processCPU(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// devText runs the embedded reader on the dev set at path and prints every
// miss with what the keyword matcher read and the tag detectors' scores.
func devText(t *testing.T, tm *textModel, path string) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	cases, err := ReadEvalCases(f)
	if err != nil {
		t.Fatal(err)
	}
	s := newService(t)
	var mid, exact, clfOnly int
	perTag := map[string][3]int{} // TP, FP, FN
	for _, c := range cases {
		got, err := s.classifyWords(context.Background(), c.Text)
		if err != nil {
			t.Fatal(err)
		}
		sc := tm.middle.Predict(c.Text)
		if len(sc) > 0 && sc[0].Label == c.Middle {
			clfOnly++
		}
		ok := got.Classification.MiddleKey == c.Middle
		if ok {
			mid++
		}
		for _, tg := range got.SituationTags {
			v := perTag[tg]
			if slices.Contains(c.Tags, tg) {
				v[0]++
			} else {
				v[1]++
			}
			perTag[tg] = v
		}
		for _, tg := range c.Tags {
			if !slices.Contains(got.SituationTags, tg) {
				v := perTag[tg]
				v[2]++
				perTag[tg] = v
			}
		}
		tagsOK := sameSet(got.SituationTags, c.Tags)
		if ok && tagsOK {
			exact++
		}
		if !ok || !tagsOK {
			top := ""
			if len(sc) > 0 {
				top = fmt.Sprintf("%s %.2f", sc[0].Label, sc[0].Score)
			}
			kw := s.cat.Match(c.Text)
			var det []string
			if tm.tags != nil {
				for _, p := range tm.tags.Predict(c.Text) {
					det = append(det, fmt.Sprintf("%s %.2f", p.Label, p.Score))
				}
			}
			fmt.Printf("  MISS %s: %q want %s %v got %s %v by %s (clf %s; keyword %s/%s tags %v cleared %v; detectors %v)\n", c.ID, c.Text, c.Middle, c.Tags,
				got.Classification.MiddleKey, got.SituationTags, got.Method, top, kw.Middle, kw.Item, kw.Tags, kw.Cleared, det)
		}
	}
	n := float64(len(cases))
	fmt.Printf("dev %s %d: middle %.1f%%, middle+exact tags %.1f%%, classifier alone %.1f%%\n", path, len(cases), 100*float64(mid)/n, 100*float64(exact)/n, 100*float64(clfOnly)/n)
	tags := make([]string, 0, len(perTag))
	for k := range perTag {
		tags = append(tags, k)
	}
	sort.Strings(tags)
	for _, k := range tags {
		v := perTag[k]
		fmt.Printf("  tag %s: TP %d FP %d FN %d\n", k, v[0], v[1], v[2])
	}
}

// namelessProbes are questions that name no item: the floor keeps the
// classifier from answering them, and TestTuneText prints their top scores
// next to textCV.Floor.
var namelessProbes = []string{
	"이거 어떻게 버려요?", "이건 어디에 버려야 하나요", "버려도 되나요?", "이거 재활용 되나요?", "분리수거 어떻게 해요",
	"이거 뭐예요", "집에 있던 거예요", "how do I throw this away", "what bin does this go in", "can I recycle this?",
	"is this recyclable", "this thing from home",
}

// topScore is the label with the highest score, ties by name.
func topScore(scores map[string]float64) (string, float64) {
	top, best := "", -1.0
	for l, s := range scores {
		if s > best || s == best && l < top {
			top, best = l, s
		}
	}
	return top, best
}
