package classify

import (
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"testing"
)

func TestDiag(t *testing.T) {
	spec := os.Getenv("CLASSIFY_DIAG")
	if spec == "" {
		t.Skip()
	}
	var o Options
	json.Unmarshal([]byte(spec), &o)
	tr := loadJSONL(t, unfairDir+"train.jsonl")
	va := loadJSONL(t, unfairDir+"validation.jsonl")
	m, _ := Train(tr, o)
	for l, name := range m.labels {
		dec := make([]float64, len(va))
		y := make([]int8, len(va))
		for i, e := range va {
			dec[i] = m.decisions(e.Text)[l]
			y[i] = -1
			if slices.Contains(e.Labels, name) {
				y[i] = 1
			}
		}
		thr, f1 := bestThreshold(dec, y, 0)
		fmt.Printf("%-24s trained-thr %.3f  oracle-thr %.3f oracle-F1 %.3f\n", name, m.threshold[l], thr, f1)
		if os.Getenv("CLASSIFY_SHOW") == name {
			for i, e := range va {
				p := dec[i] >= float64(m.threshold[l])
				if p != (y[i] > 0) {
					fmt.Printf("   %s %.2f %v %.150s\n", map[bool]string{true: "FP", false: "FN"}[p], dec[i], e.Labels, e.Text)
				}
			}
		}
	}
}
