package scan

import (
	"strings"
	"unicode"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// focus returns the part of text that is about the item asked about when
// the text first lists several things and a later sentence picks one of
// them up ("욕실 정리 중: 샴푸, 칫솔, 때수건. 샴푸 통은 펌프가 …",
// "Cleaning out the garage: paint tins, a rake, old tiles. The tiles are
// cracked, where?"): what is said of the other things (foil, a broken
// pump, a stain) is no condition of the one asked about. Any other text is
// returned unchanged.
func focus(text string) string {
	if f, ok := askedFocus(text); ok {
		return f
	}
	sents := sentences(text)
	if len(sents) < 2 {
		return pairFocus(text)
	}
	list := sents[0]
	items := listItems(list)
	if len(items) < 2 {
		return pairFocus(text)
	}
	for i := 1; i < len(sents); i++ {
		head := firstWord(sents[i])
		if head == "" {
			continue
		}
		for _, it := range items {
			if strings.Contains(it, head) {
				rest := strings.TrimSpace(strings.Join(sents[i:], " "))
				if it == items[0] && !strings.ContainsAny(list, ":：") {
					return rest
				}
				// the entry itself says what the thing is ("철사
				// 옷걸이" for a later "옷걸이는 …")
				return it + ". " + rest
			}
		}
	}
	return text
}

// pairFocus is focus for two things named together in Korean ("위생장갑이랑
// 위생팩 나왔어요. 위생팩은 …", "깨진 컵이랑 멀쩡한 병 있는데 병은 …"): when
// a clause joins two nouns with 이랑, 랑, 하고, 와 or 과 and a later
// clause (after a sentence end or a -는데 connective) starts with one of
// them, only the text from that clause on is read, unless that clause sets
// the thing aside ("뚜껑은 따로 버렸어요": the other one is asked about).
func pairFocus(text string) string {
	units := clauses(text)
	var items []string
	first := 0
	for ; first < len(units) && len(items) < 2; first++ {
		items = pairItems(units[first])
	}
	if len(items) < 2 {
		return text
	}
	for i := first; i < len(units); i++ {
		head := firstWord(units[i])
		if head == "" {
			continue
		}
		for _, it := range items {
			if it != head {
				continue
			}
			rest := strings.TrimSpace(strings.Join(units[i:], " "))
			if korean.NewReading(rest, korean.WordLexicon{}).SetAside(head) {
				return text
			}
			return rest
		}
	}
	return text
}

// clauses splits text like sentences, and also after a word ending in the
// connective -는데 or -ㄴ데 (있는데, 멀쩡한데).
func clauses(text string) []string {
	return splitAfter(text, func(w string) bool {
		t := strings.TrimRight(w, ",.")
		return len([]rune(t)) > 2 && strings.HasSuffix(t, "데") && adnominalEnd(t)
	})
}

// splitAfter splits text like sentences, and also after each word that
// end reports ends a unit.
func splitAfter(text string, end func(w string) bool) []string {
	var out []string
	for _, s := range sentences(text) {
		var cur []string
		for _, w := range strings.Fields(s) {
			cur = append(cur, w)
			if end(w) {
				out = append(out, strings.Join(cur, " "))
				cur = nil
			}
		}
		if len(cur) > 0 {
			out = append(out, strings.Join(cur, " "))
		}
	}
	return out
}

// adnominalEnd reports whether the word ends in 는데 or in a syllable
// closed by ㄴ before 데 (한데, 멀쩡한데).
func adnominalEnd(w string) bool {
	rs := []rune(strings.TrimSuffix(w, "데"))
	last := rs[len(rs)-1]
	return last == '는' || last >= 0xAC00 && last <= 0xD7A3 && (last-0xAC00)%28 == 4
}

// pairJoiners join two nouns in Korean.
var pairJoiners = []string{"이랑", "랑", "하고", "와", "과"}

// pairItems are the two nouns the first joiner of s joins: the word it
// ends, and the next word that is no modifier (깨진 컵이랑 멀쩡한 병 → 컵,
// 병), both without a particle; none when s joins nothing.
func pairItems(s string) []string {
	ws := strings.Fields(strings.ToLower(s))
	for i, w := range ws {
		for _, j := range pairJoiners {
			if !strings.HasSuffix(w, j) || len([]rune(w)) < len([]rune(j))+2 || !korean.HasHangul(w) {
				continue
			}
			first := strings.TrimSuffix(w, j)
			for k := i + 1; k < len(ws) && k <= i+3; k++ {
				next := strings.TrimRight(ws[k], ",.")
				if adnominalEnd(next + "데") {
					// 멀쩡한, 깨진: a modifier before the noun
					continue
				}
				return []string{first, bare(next, 1)}
			}
			return nil
		}
	}
	return nil
}

// sentences splits text after each '.', '?', '!' or line break.
func sentences(text string) []string {
	var out []string
	start := 0
	for i, r := range text {
		if r == '.' || r == '?' || r == '!' || r == '\n' {
			if s := strings.TrimSpace(text[start : i+1]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		out = append(out, s)
	}
	return out
}

// listItems are the items of a list sentence: what follows its colon,
// split at commas, when there are at least two; none when the sentence is
// no list.
func listItems(s string) []string {
	if i := strings.IndexAny(s, ":："); i >= 0 {
		s = s[i+1:]
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == '，' || r == '、' })
	if len(parts) < 3 && !strings.ContainsAny(s, ":：") {
		return nil
	}
	var items []string
	for _, p := range parts {
		p = strings.ToLower(strings.Trim(p, " .?!"))
		if p != "" {
			items = append(items, p)
		}
	}
	return items
}

// firstWord is a sentence's first noun as a list would name it: the first
// word after an English article or demonstrative, without a Korean
// particle (은, 는, 이, 가, 도) and without an English plural s; a word of
// one syllable is read with the word after it ("잼 병은" → "잼 병").
func firstWord(s string) string {
	var words []string
	for _, w := range strings.Fields(strings.ToLower(s)) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		switch w {
		case "":
			continue
		case "the", "this", "that", "these", "those", "my", "our", "a", "an", "그", "이", "저":
			if len(words) == 0 {
				continue
			}
		}
		// a particle on a word of two syllables is stripped only after a
		// word of one (병은 in 잼 병은), so that 오이 stays 오이
		words = append(words, bare(w, 2-len(words)))
		if len(words) == 2 || len([]rune(words[0])) > 1 {
			break
		}
	}
	switch {
	case len(words) == 0:
		return ""
	case len([]rune(words[0])) > 1:
		return words[0]
	case len(words) < 2:
		return ""
	}
	return words[0] + " " + words[1]
}

// bare is w without a Korean particle, when w is longer than min
// syllables, or an English plural s.
func bare(w string, min int) string {
	for _, p := range []string{"은", "는", "이", "가", "도"} {
		if len([]rune(w)) > min && strings.HasSuffix(w, p) {
			return strings.TrimSuffix(w, p)
		}
	}
	if len(w) > 3 && strings.HasSuffix(w, "s") && w[0] < 0x80 {
		return strings.TrimSuffix(w, "s")
	}
	return w
}
