package catalog

import "testing"

// Session 27: tag kinds found by the fourth round of the condition-phrasing
// audit (testdata/conditions_audit.tsv), each a table of our own phrasings
// beside the audit's, holding and not.

// A cap or a label meant to be thrown away or taken off and then put
// back on (버리려다 그냥 다시 끼웠어요, 뗐는데 그냥 도로 붙였어요) is on,
// read by the shared reader, also where the cap is named as the item
// (병뚜껑), with Match choosing the middle; 그냥 is no object.
func TestPutBackDepth27(t *testing.T) {
	t.Parallel()
	c := mustLoad(t)
	checkTags(t, c, []kindCase{
		{"마개는 버리려다 그냥 도로 꽂았어요", "glass", []string{"cap_attached"}},
		{"스티커 뗐는데 그냥 다시 붙여 놨어요", "plastic", []string{"label_attached"}},
		{"캡 뺐다가 그냥 다시 잠갔어요", "clear_pet", []string{"cap_attached"}},
		{"라벨 떼기 귀찮아서 그냥 버려요", "clear_pet", []string{"label_attached"}},
		{"뚜껑은 그냥 따로 버렸어요", "glass", nil},
	})
	for _, text := range []string{"병뚜껑은 버리려다가 그냥 도로 닫아 놨어요", "병뚜껑 뺐는데 그냥 다시 끼웠어요"} {
		if m := c.Match(text); len(m.Tags) != 1 || m.Tags[0] != "cap_attached" {
			t.Errorf("Match(%q).Tags = %v, want [cap_attached]", text, m.Tags)
		}
	}
}
