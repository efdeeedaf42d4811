package catalog

import "testing"

// English questions ask with the modal "can"; only the noun names a can.
func TestModalCanIsNotACan(t *testing.T) {
	t.Parallel()
	cat, err := Load()
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct{ text, notMiddle, middle string }{
		{"can I recycle this?", "metal_can", ""},
		{"Can you tell me where this goes?", "metal_can", ""},
		{"where can I put this thing", "metal_can", ""},
		{"how can i get rid of it", "metal_can", ""},
		{"I can't get the label off this bottle", "metal_can", ""},
		{"I cannot open it, what do I do", "metal_can", ""},
		{"can it go in the recycling?", "metal_can", ""},
		{"this can be recycled right?", "metal_can", ""},
		{"you can see it's a pizza box", "", "paper"},
		{"can I put a plastic cup in the bin", "", "plastic"},
		// the noun stays a can
		{"tin can, rinsed", "", "metal_can"},
		{"an empty soda can", "", "metal_can"},
		{"this can is dented", "", "metal_can"},
		{"can I recycle a beer can?", "", "metal_can"},
		{"the can still has some beer in it", "", "metal_can"},
	} {
		m := cat.Match(tt.text)
		if tt.notMiddle != "" && m.Middle == tt.notMiddle {
			t.Errorf("%q read as %s (%s)", tt.text, m.Middle, m.Item)
		}
		if tt.middle != "" && m.Middle != tt.middle {
			t.Errorf("%q read as %q (%s), want %s", tt.text, m.Middle, m.Item, tt.middle)
		}
	}
}

func TestMaskModalCanKeepsTheRest(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"Can I recycle a beer can?":   "Cąn I recycle a beer can?",
		"I can't get it off, CAN you": "I cąn't get it off, CĄN you",
		"tin can":                     "tin can",
		"캔 뚜껑":                        "캔 뚜껑",
	} {
		got := MaskModalCan(in)
		if got != want {
			t.Errorf("MaskModalCan(%q) = %q, want %q", in, got, want)
		}
		if back := UnmaskModalCan(got); back != in {
			t.Errorf("UnmaskModalCan(%q) = %q, want %q", got, back, in)
		}
	}
}
