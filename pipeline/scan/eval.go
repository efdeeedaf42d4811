package scan

import (
	"bufio"
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strings"
	"time"

	"github.com/baton-dev/baton/store"
)

// EvalPollDefault is how often Evaluate looks at its open tasks.
const EvalPollDefault = 100 * time.Millisecond

// EvalCase is one line of a scan evaluation file: the user's words and what
// the pipeline should make of them. Middle is a middle key ("" for an item
// that should stay unclassified), Tags the exact situation tag keys and
// Reward whether a character is earned.
type EvalCase struct {
	ID     string   `json:"id"`
	Text   string   `json:"text"`
	Lang   string   `json:"lang"`
	Middle string   `json:"middle"`
	Tags   []string `json:"tags"`
	Reward bool     `json:"reward"`
	Note   string   `json:"note,omitempty"`
}

// ReadEvalCases reads a JSON Lines evaluation file; blank lines are skipped
// and a line without text or id is an error naming the line.
func ReadEvalCases(r io.Reader) ([]EvalCase, error) {
	var out []EvalCase
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), 1<<20)
	for line := 1; sc.Scan(); line++ {
		b := bytes.TrimSpace(sc.Bytes())
		if len(b) == 0 {
			continue
		}
		var c EvalCase
		if err := json.Unmarshal(b, &c); err != nil {
			return nil, fmt.Errorf("scan: eval line %d: %w", line, err)
		}
		if c.ID == "" || strings.TrimSpace(c.Text) == "" {
			return nil, fmt.Errorf("scan: eval line %d: id and text are required", line)
		}
		out = append(out, c)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("scan: eval file: %w", err)
	}
	return out, nil
}

// EvalOptions tunes Evaluate.
type EvalOptions struct {
	// UserPrefix starts the user id of every case (the case id follows),
	// so each case earns or misses its own reward. Default "eval:".
	UserPrefix string
	// Poll is how often open tasks are looked at (default EvalPollDefault).
	Poll time.Duration
	// Progress, when set, gets the finished and total task counts.
	Progress func(done, total int)
}

// EvalOutcome is what the pipeline made of one case.
type EvalOutcome struct {
	Case   EvalCase `json:"case"`
	Status string   `json:"status"`
	Middle string   `json:"middle"`
	Tags   []string `json:"tags"`
	// Learned are the tags of Tags the tag detectors set on their own
	// (Classification.LearnedTags).
	Learned []string `json:"learned,omitempty"`
	Reward  bool     `json:"reward"`
	// RewardReason is why no reward was earned.
	RewardReason string `json:"reward_reason,omitempty"`
	MiddleOK     bool   `json:"middle_ok"`
	TagsOK       bool   `json:"tags_ok"`
	RewardOK     bool   `json:"reward_ok"`
}

// MiddleScore is the category accuracy of one expected middle.
type MiddleScore struct {
	Middle  string `json:"middle"`
	Support int    `json:"support"`
	Correct int    `json:"correct"`
	// Confusions counts the wrong predictions by predicted middle
	// ("" is unclassified).
	Confusions map[string]int `json:"confusions,omitempty"`
}

// TagScore is one situation tag's precision and recall over all cases.
type TagScore struct {
	Tag     string `json:"tag"`
	Support int    `json:"support"`
	TP      int    `json:"tp"`
	FP      int    `json:"fp"`
	// FPLearned counts the false positives the tag detectors set on
	// their own, with no word the reader took for the tag.
	FPLearned int     `json:"fp_learned"`
	FN        int     `json:"fn"`
	Precision float64 `json:"precision"`
	Recall    float64 `json:"recall"`
}

// EvalReport is the outcome of Evaluate. Rates are in [0, 1] over all
// cases; a task that did not reach SUCCESS counts as wrong everywhere.
type EvalReport struct {
	Cases    int           `json:"cases"`
	Failed   int           `json:"failed"`
	Elapsed  time.Duration `json:"elapsed_ns"`
	Category float64       `json:"category_accuracy"`
	TagExact float64       `json:"tag_exact"`
	Reward   float64       `json:"reward_accuracy"`
	// Both is the share with the right middle and exactly the right tags.
	Both     float64       `json:"middle_and_tags"`
	ByMiddle []MiddleScore `json:"by_middle"`
	ByTag    []TagScore    `json:"by_tag"`
	Outcomes []EvalOutcome `json:"outcomes"`
}

// Evaluate submits every case as a words-only scan through in (the real
// engine: whichever workers run the scan queues), with a user id per case
// so the reward stage runs, waits for all of them and scores them.
func Evaluate(ctx context.Context, in *Intake, st *store.Store, cases []EvalCase, opt EvalOptions) (*EvalReport, error) {
	if len(cases) == 0 {
		return nil, errors.New("scan: nothing to evaluate")
	}
	prefix := cmp.Or(opt.UserPrefix, "eval:")
	poll := cmp.Or(opt.Poll, EvalPollDefault)
	start := time.Now()
	ids := make([]string, len(cases))
	for i, c := range cases {
		t, err := in.Submit(ctx, "", Request{UserID: prefix + c.ID, UserInput: c.Text})
		if err != nil {
			return nil, fmt.Errorf("scan: submitting eval case %s: %w", c.ID, err)
		}
		ids[i] = t.ID
	}
	tasks := make([]*store.Task, len(cases))
	open := len(cases)
	for open > 0 {
		open = 0
		for i, id := range ids {
			if tasks[i] != nil && !tasks[i].Open() {
				continue
			}
			t, err := st.TaskGet(ctx, id, "")
			if err != nil {
				return nil, fmt.Errorf("scan: eval task %s: %w", id, err)
			}
			if tasks[i] = t; t.Open() {
				open++
			}
		}
		if opt.Progress != nil {
			opt.Progress(len(cases)-open, len(cases))
		}
		if open > 0 {
			select {
			case <-ctx.Done():
				return nil, ctx.Err()
			case <-time.After(poll):
			}
		}
	}
	outs := make([]EvalOutcome, len(cases))
	for i, t := range tasks {
		o, err := outcome(ctx, st, cases[i], t)
		if err != nil {
			return nil, err
		}
		outs[i] = o
	}
	rep := Score(outs)
	rep.Elapsed = time.Since(start)
	return rep, nil
}

// outcome reads what a finished task made of its case.
func outcome(ctx context.Context, st *store.Store, c EvalCase, t *store.Task) (EvalOutcome, error) {
	o := EvalOutcome{Case: c, Status: t.Status, Tags: []string{}}
	if t.Status != store.StatusSuccess {
		return o, nil
	}
	list, err := st.StageOutputList(ctx, t.ID)
	if err != nil {
		return o, fmt.Errorf("scan: eval outputs of %s: %w", t.ID, err)
	}
	outputs := OutputMap(list)
	var cls Classification
	if err := json.Unmarshal(outputs[StageVision], &cls); err != nil {
		return o, fmt.Errorf("scan: eval classification of %s: %w", t.ID, err)
	}
	var ro RewardOutput
	if err := json.Unmarshal(outputs[StageReward], &ro); err != nil {
		return o, fmt.Errorf("scan: eval reward of %s: %w", t.ID, err)
	}
	o.Middle = cls.Classification.MiddleKey
	o.Tags = append(o.Tags, cls.SituationTags...)
	o.Learned = cls.LearnedTags
	o.Reward, o.RewardReason = ro.Reward != nil, ro.Reason
	return o, nil
}

// Score scores outcomes whose Case, Status, Middle, Tags and Reward are set
// (it fills the OK fields).
func Score(outs []EvalOutcome) *EvalReport {
	rep := &EvalReport{Cases: len(outs), Outcomes: outs}
	byMiddle := map[string]*MiddleScore{}
	byTag := map[string]*TagScore{}
	tag := func(k string) *TagScore {
		if byTag[k] == nil {
			byTag[k] = &TagScore{Tag: k}
		}
		return byTag[k]
	}
	var mid, tags, reward, both int
	for i := range outs {
		o := &outs[i]
		ok := o.Status == store.StatusSuccess
		if !ok {
			rep.Failed++
		}
		want := slices.Sorted(slices.Values(o.Case.Tags))
		got := slices.Sorted(slices.Values(o.Tags))
		o.MiddleOK = ok && o.Middle == o.Case.Middle
		o.TagsOK = ok && slices.Equal(want, got)
		o.RewardOK = ok && o.Reward == o.Case.Reward
		ms := byMiddle[o.Case.Middle]
		if ms == nil {
			ms = &MiddleScore{Middle: o.Case.Middle}
			byMiddle[o.Case.Middle] = ms
		}
		ms.Support++
		if o.MiddleOK {
			ms.Correct++
			mid++
		} else {
			if ms.Confusions == nil {
				ms.Confusions = map[string]int{}
			}
			ms.Confusions[o.Middle]++
		}
		if o.TagsOK {
			tags++
		}
		if o.RewardOK {
			reward++
		}
		if o.MiddleOK && o.TagsOK {
			both++
		}
		for _, k := range want {
			ts := tag(k)
			ts.Support++
			if slices.Contains(got, k) {
				ts.TP++
			} else {
				ts.FN++
			}
		}
		for _, k := range got {
			if !slices.Contains(want, k) {
				tag(k).FP++
				if slices.Contains(o.Learned, k) {
					tag(k).FPLearned++
				}
			}
		}
	}
	n := float64(max(1, len(outs)))
	rep.Category, rep.TagExact, rep.Reward, rep.Both = float64(mid)/n, float64(tags)/n, float64(reward)/n, float64(both)/n
	for _, ms := range byMiddle {
		rep.ByMiddle = append(rep.ByMiddle, *ms)
	}
	slices.SortFunc(rep.ByMiddle, func(a, b MiddleScore) int { return cmp.Compare(a.Middle, b.Middle) })
	for _, ts := range byTag {
		ts.Precision = ratio(ts.TP, ts.TP+ts.FP)
		ts.Recall = ratio(ts.TP, ts.TP+ts.FN)
		rep.ByTag = append(rep.ByTag, *ts)
	}
	slices.SortFunc(rep.ByTag, func(a, b TagScore) int { return cmp.Compare(a.Tag, b.Tag) })
	return rep
}

// ratio is a/b, or 1 when b is 0 (nothing to get wrong).
func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// Write prints the report as plain aligned lines, then every case that
// was not right on all three counts.
func (r *EvalReport) Write(w io.Writer) error {
	var b strings.Builder
	fmt.Fprintf(&b, "scan eval: %d cases, %d failed, %.1fs\n", r.Cases, r.Failed, r.Elapsed.Seconds())
	fmt.Fprintf(&b, "middle and exact tags %5.1f%%   category %5.1f%%   exact tags %5.1f%%   reward %5.1f%%\n",
		100*r.Both, 100*r.Category, 100*r.TagExact, 100*r.Reward)
	fmt.Fprintf(&b, "\n%-14s %7s %7s %8s  %s\n", "middle", "support", "correct", "accuracy", "confused with")
	for _, m := range r.ByMiddle {
		var conf []string
		for _, k := range slices.Sorted(maps.Keys(m.Confusions)) {
			conf = append(conf, fmt.Sprintf("%s×%d", cmp.Or(k, "unclassified"), m.Confusions[k]))
		}
		fmt.Fprintf(&b, "%-14s %7d %7d %7.1f%%  %s\n", cmp.Or(m.Middle, "unclassified"), m.Support, m.Correct,
			100*ratio(m.Correct, m.Support), strings.Join(conf, " "))
	}
	fmt.Fprintf(&b, "\n%-16s %7s %4s %4s %4s %9s %7s %10s\n", "tag", "support", "tp", "fp", "fn", "precision", "recall", "fp learned")
	for _, t := range r.ByTag {
		fmt.Fprintf(&b, "%-16s %7d %4d %4d %4d %8.1f%% %6.1f%% %10d\n", t.Tag, t.Support, t.TP, t.FP, t.FN, 100*t.Precision, 100*t.Recall, t.FPLearned)
	}
	wrong := 0
	for _, o := range r.Outcomes {
		if o.MiddleOK && o.TagsOK && o.RewardOK {
			continue
		}
		if wrong++; wrong == 1 {
			b.WriteString("\nwrong (want → got):\n")
		}
		fmt.Fprintf(&b, "%s %q: %s %v reward=%v → %s %v reward=%v", o.Case.ID, o.Case.Text, cmp.Or(o.Case.Middle, "unclassified"),
			o.Case.Tags, o.Case.Reward, cmp.Or(o.Middle, "unclassified"), o.Tags, o.Reward)
		if o.Status != store.StatusSuccess {
			fmt.Fprintf(&b, " (%s)", o.Status)
		} else if o.RewardReason != "" {
			fmt.Fprintf(&b, " (%s)", o.RewardReason)
		}
		b.WriteString("\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
