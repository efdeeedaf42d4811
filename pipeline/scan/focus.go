package scan

import (
	"strings"
	"unicode"
)

// focus returns the part of text that is about the item asked about when
// the text first lists several things and a later sentence picks one of
// them up ("욕실 정리 중: 샴푸, 칫솔, 때수건. 샴푸 통은 펌프가 …",
// "Cleaning out the garage: paint tins, a rake, old tiles. The tiles are
// cracked, where?"): what is said of the other things (foil, a broken
// pump, a stain) is no condition of the one asked about. Any other text is
// returned unchanged.
func focus(text string) string {
	sents := sentences(text)
	if len(sents) < 2 {
		return text
	}
	list := sents[0]
	items := listItems(list)
	if len(items) < 2 {
		return text
	}
	for i := 1; i < len(sents); i++ {
		head := firstWord(sents[i])
		if head == "" {
			continue
		}
		for _, it := range items {
			if strings.Contains(it, head) {
				return strings.TrimSpace(strings.Join(sents[i:], " "))
			}
		}
	}
	return text
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
