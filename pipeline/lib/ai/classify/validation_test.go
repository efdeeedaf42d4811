package classify

import (
	"testing"
	"time"
)

// TestUnfairToSValidation trains on LexGLUE UNFAIR-ToS train and scores the
// validation split the LexGLUE way (8 labels + "no label" column).
func TestUnfairToSValidation(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("full-corpus training skipped in -short mode")
	}
	if raceEnabled {
		t.Skip("full-corpus training skipped under the race detector")
	}
	train := loadJSONL(t, unfairDir+"train.jsonl")
	val := loadJSONL(t, unfairDir+"validation.jsonl")
	start := time.Now()
	m, err := Train(train, Options{})
	if err != nil {
		t.Fatal(err)
	}
	elapsed := time.Since(start)
	data, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	r := evaluate(m, val)
	for _, l := range r.PerLabel {
		t.Logf("%-24s P %.3f R %.3f F1 %.3f (n=%d)", l.Label, l.Precision, l.Recall, l.F1, l.Support)
	}
	t.Logf("validation µF1 %.4f mF1 %.4f; train %v on %d sentences; model %d bytes",
		r.MicroF1, r.MacroF1, elapsed.Round(time.Millisecond), len(train), len(data))
	if r.MicroF1 < minMicroF1 || r.MacroF1 < minMacroF1 {
		t.Errorf("validation µF1 %.4f mF1 %.4f, want ≥ %.3f / %.3f", r.MicroF1, r.MacroF1, minMicroF1, minMacroF1)
	}
}

// Floors asserted on validation, below the measured 0.9499 / 0.7533 (see
// RESULTS.md) with room for seed and floating-point (FMA) differences.
const (
	minMicroF1 = 0.945
	minMacroF1 = 0.74
)
