package catalog

import (
	"slices"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// englishWords are the English words the polarity reader reads alongside
// the Korean ones of korean.Reading: what says an object was removed, is
// still there, is absent, and the negator.
var englishWords = korean.WordLexicon{
	// tossed, threw, separately, went: a part put somewhere else ("tossed
	// the cap in the can bin", "kept the lids separately", "the lid went in
	// the plastics bag")
	// gone, missing, nowhere: a note's way of saying the part is off
	// ("label gone, cap missing", "cap nowhere to be found"); cut, snip: a
	// part cut away
	Removal: []string{"remove", "peeled", "off", "took", "taken", "unscrew", "toss", "threw", "thrown", "separate", "aside", "binned", "stripped", "went", "gone", "missing", "nowhere",
		// cut or snipped off, out or away ("cut the spout out", "snipped
		// off", "cut away the spout")
		"cut", "snip", "away",
		// pulled ("pulled the caps", "labels pulled")
		"pulled",
		// a part that came from the item ("the lid from a coffee cup") is
		// apart from it
		"from"},
	Present: []string{"still", "attached", "stuck"},
	Absent:  []string{"no", "without"},
	// didn't, can't … are one word each (korean.Reading joins the t);
	// "no" denies what follows it in its clause ("no cracks", "no stains"),
	// and so does "nothing" ("nothing stuck on it")
	// "nobody tore the label off": no one did it
	Negators: []string{"no", "not", "never", "nothing", "nobody", "didnt", "dont", "doesnt", "couldnt", "cant", "cannot", "wont", "wouldnt",
		"havent", "hasnt", "hadnt", "wasnt", "werent", "isnt", "arent",
		// "the sleeve refuses to peel", "it refused to come off"
		"refuses", "refused", "refuse"},
	// "the can bin", "the glass recycling": where things go, not a thing
	Place: []string{"bin", "bins", "recycling", "collection", "section", "pile", "dumpster"},
}

// reading prepares a description for the tag reader: Korean and English,
// analysed at most once however many tags ask.
func reading(text string) *korean.Reading { return korean.NewReading(text, englishWords) }

// englishNegator reports whether the English word w (lower-cased, with or
// without its apostrophe: "didn't", "didnt", "didn’t") denies what
// follows it: one of englishWords' Negators or Absent words.
func englishNegator(w string) bool {
	w = strings.NewReplacer("'", "", "’", "").Replace(strings.Trim(w, `"“”`))
	return slices.Contains(englishWords.Negators, w) || slices.Contains(englishWords.Absent, w)
}

// negatedEnBefore reports whether one of the last n words of lower (the
// text lower-cased) before byte at, in the same clause, is an English
// negator (englishNegator) or one of also: "never dropped it in the
// sink", "hasn't been dropped", "not a few crackers left"; "no, it fell
// into the sink" is no denial of the fall.
func negatedEnBefore(lower string, at, n int, also ...string) bool {
	before := lower[:at]
	if i := strings.LastIndexAny(before, ",.;:!?"); i >= 0 {
		before = before[i+1:]
	}
	ws := strings.Fields(before)
	for _, w := range ws[max(0, len(ws)-n):] {
		if englishNegator(w) || slices.Contains(also, w) {
			return true
		}
	}
	return false
}
