package scan

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// listMarker starts an entry of a numbered list ("1. ", "2) ", "①") or
// of a bulleted one at the start of a line ("- ", "• "); a dash inside a
// line is no bullet but the question's mark ("… 3. 비닐 - 병은요?").
var listMarker = regexp.MustCompile(`(?:(?:^|\s)(?:\d{1,2}[.)]|[①-⑩])|(?:^|\n)\s*[-•·▪]\s)\s*`)

// questionMark ends the asking part of a list: an arrow or a dash after
// the last entry ("… 3. 면봉 → 면봉은요?", "… 2) 병 — 병은 어디로?").
var questionMark = regexp.MustCompile(`\s*(?:→|->|=>|⇒|—|–|\s-\s)\s*`)

// askedFocus is focus for a text that names several things and then asks
// about one of them: a numbered list whose question names one entry
// ("정리: 1. 립스틱 2. 화장솜 3. 면봉 → 면봉은요?"), or a Korean text whose
// last sentence asks about a topic (병은 어디로?) that earlier sentences
// start with while others speak of other things ("… 접시가 깨졌거든요
// 병은 멀쩡해요 병은 어디로?"). It returns the asked entry or the
// sentences about the topic, and the question; ok is false for any other
// text.
func askedFocus(text string) (string, bool) {
	if f, ok := listAsked(text); ok {
		return f, true
	}
	return topicAsked(text)
}

// listAsked is askedFocus for a numbered list: the entries are split at
// their markers, the question is what follows an arrow or dash after the
// last entry (else the last entry's second sentence), and the asked entry
// is the one entry whose head word (its last word, or its first) the
// question names.
func listAsked(text string) (string, bool) {
	locs := listMarker.FindAllStringIndex(text, -1)
	if len(locs) < 2 {
		return "", false
	}
	var entries []string
	for i, l := range locs {
		end := len(text)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		entries = append(entries, text[l[1]:end])
	}
	last := entries[len(entries)-1]
	question := ""
	if q := questionMark.FindStringIndex(last); q != nil {
		entries[len(entries)-1], question = last[:q[0]], last[q[1]:]
	} else if ss := sentences(last); len(ss) >= 2 {
		entries[len(entries)-1], question = ss[0], strings.Join(ss[1:], " ")
	}
	question = strings.TrimSpace(question)
	if question == "" {
		return "", false
	}
	ql := strings.ToLower(question)
	asked := -1
	for i, e := range entries {
		words := strings.Fields(strings.ToLower(strings.Trim(e, " .,;:?!")))
		if len(words) == 0 {
			continue
		}
		heads := []string{bare(words[len(words)-1], 1), bare(words[0], 1)}
		named := false
		for _, h := range heads {
			if len([]rune(h)) >= 2 && !stopHead[h] && strings.Contains(ql, h) {
				named = true
			}
		}
		if !named {
			continue
		}
		if asked >= 0 {
			return "", false // the question names two entries
		}
		asked = i
	}
	if asked < 0 {
		return "", false
	}
	return strings.TrimSpace(strings.Trim(entries[asked], " .,;:")) + ". " + question, true
}

// stopHead are words that head an entry without naming it (다 쓴 립스틱's
// 다, the, old).
var stopHead = map[string]bool{"the": true, "old": true, "two": true, "one": true, "some": true, "used": true, "empty": true}

// topicAsked is askedFocus for a Korean text without a list: its units
// end at a sentence mark or a word with a final ending (…요, …다, …죠);
// the last unit is a question whose first word is a noun with a topic
// particle (병은, 뚜껑은요); the focus is the units that start with that
// noun, or name it as the last part of a compound (생수병 for 병), and
// the question, when some other unit does neither.
func topicAsked(text string) (string, bool) {
	if !korean.HasHangul(text) || !strings.ContainsAny(text, "?？") {
		return "", false
	}
	units := finalUnits(text)
	if len(units) < 3 {
		return "", false
	}
	q := units[len(units)-1]
	fw := strings.Fields(q)
	if len(fw) == 0 {
		return "", false
	}
	w := strings.TrimFunc(fw[0], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	noun := ""
	for _, p := range []string{"은요", "는요", "은", "는"} {
		if s, ok := strings.CutSuffix(w, p); ok && s != "" {
			noun = s
			break
		}
	}
	if noun == "" || !korean.HasHangul(noun) {
		return "", false
	}
	var keep []string
	other := false
	for _, u := range units[:len(units)-1] {
		ws := strings.Fields(u)
		first := ""
		if len(ws) > 0 {
			first = bare(strings.Trim(ws[0], ",."), 0)
		}
		compound := false
		for _, x := range ws {
			x = strings.TrimFunc(x, func(r rune) bool { return !unicode.IsLetter(r) })
			if x = korean.NounStem(x); len([]rune(x)) > len([]rune(noun)) && strings.HasSuffix(x, noun) {
				compound = true
			}
		}
		switch {
		case first == noun || strings.HasPrefix(strings.TrimSpace(u), noun+"은") || strings.HasPrefix(strings.TrimSpace(u), noun+"는"):
			keep = append(keep, u)
		case compound:
			return "", false // the topic is short for a thing named in full: nothing to single out
		default:
			other = true
		}
	}
	if !other || len(keep) == 0 {
		return "", false
	}
	return strings.Join(append(keep, q), " "), true
}

// finalUnits splits text after each sentence mark and after each word
// that ends with a final ending (요, 죠, 다) but not 다가.
func finalUnits(text string) []string {
	return splitAfter(text, func(w string) bool {
		t := strings.TrimRight(w, ",.~!?ㅋㅎㅠ")
		return strings.HasSuffix(t, "요") || strings.HasSuffix(t, "죠") || strings.HasSuffix(t, "다") && !strings.HasSuffix(t, "다가")
	})
}
