package catalog

import "testing"

// englishAmountLeft and fellInWater read English negation with the one
// list the polarity reader uses (englishWords.Negators and Absent), with
// or without the apostrophe, within two words before what they deny and
// in its clause. The comments mark what the shared list changed from the
// two short lists each kept before.
func TestEnglishNegationShared(t *testing.T) {
	t.Parallel()
	noItem := func(string) bool { return false }
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"cracker box, a few crackers left", true},
		{"the nut jar, no nuts still rattling inside", false},
		{"snack box, not a few crackers left after the party", false},
		{"pill bottle, never a couple of pills left in it", false},
		// were read as left before
		{"pill bottle, there aren't a couple of pills left", false},
		{"rice bag, there wasnt half a bag of rice in it", false},
		{"cereal box, hasn't got a few flakes left", false},
		{"the kids didnt leave a few crackers in it", false},
		// "no," answers; it denies nothing after it
		{"no, a few crackers left", true},
	} {
		if got := englishAmountLeft(tc.text, noItem); got != tc.want {
			t.Errorf("englishAmountLeft(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	for _, tc := range []struct {
		text string
		want bool
	}{
		{"the phone fell into the sink", true},
		{"the phone never fell into the sink", false},
		{"the phone almost fell into the sink", false},
		{"my earbuds nearly dropped into the toilet", false},
		// were read as a fall before
		{"the remote didn't get dropped in the bath", false},
		{"the remote hasn't been dropped in the bath", false},
		{"it wasnt dropped in the toilet, only splashed", false},
		{"it wasn’t dropped in the toilet", false},
		{"never once dropped it in the tub", false},
		// another clause's negator
		{"no, it fell into the sink", true},
		{"not broken, but it fell into the fish tank", true},
	} {
		if got := fellInWater(tc.text); got != tc.want {
			t.Errorf("fellInWater(%q) = %v, want %v", tc.text, got, tc.want)
		}
	}
	for _, tc := range []struct {
		word string
		want bool
	}{
		{"not", true}, {"never", true}, {"no", true}, {"without", true},
		{"didn't", true}, {"didnt", true}, {"didn’t", true}, {"wasn't", true}, {"hasnt", true},
		{"almost", false}, {"note", false}, {"nothing", true}, {"now", false},
	} {
		if got := englishNegator(tc.word); got != tc.want {
			t.Errorf("englishNegator(%q) = %v, want %v", tc.word, got, tc.want)
		}
	}
}
