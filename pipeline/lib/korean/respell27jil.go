package korean

import (
	"regexp"
	"strings"
)

// respellJilNegation rewrites -지를 contracted to -질 before a negation
// (빠지질 않아요, 열리질 않고, 떼지질 못했어요) into the plain -지 (빠지지
// 않아요), so that the verb is read as a negated verb and not as an
// unknown noun in 질. It rewrites only where the word without its 질, with
// 지, is a known verb (바느질 안 했어요, 걸레질 않고 stay); everything else
// is returned unchanged (session 27).
func respellJilNegation(text string) string {
	if !strings.Contains(text, "질") {
		return text
	}
	return reJilNeg.ReplaceAllStringFunc(text, func(m string) string {
		sm := reJilNeg.FindStringSubmatch(m)
		head := sm[1]
		if v, ok := analyzeVerb(head + "지"); !ok || !in(verbStems, v.Stem) {
			return m
		}
		return head + "지" + sm[2] + sm[3]
	})
}

var reJilNeg = regexp.MustCompile(`([가-힣]+)질(\s?)(않|못|안\s)`)

// RespellPromise writes a promise in -ㄹ게요 (뗄게요, 씻을께요, 헹굴게여)
// as the plain future -ㄹ 거예요 (뗄 거예요), which the reader already
// reads as an action still ahead. The scan pipeline applies it after
// Respell and RespellHonorific; lease clauses are not read through it: as
// an ending of the shared stemmer, and again as a part of Respell (which
// the clause pipeline uses too), the promise changed how a lease clause
// in plain speech read, and a blind clause summary gained a false alarm
// (session 27, bisected by commit and by line of change).
// Only the polite forms are rewritten: a bare 게 after ㄹ is as often an
// adverb (길게, 알게 됐어요).
func RespellPromise(text string) string {
	if !strings.Contains(text, "게") && !strings.Contains(text, "께") {
		return text
	}
	return respellHangulWords(text, func(fs []string, i int) (string, bool) {
		head, tail := promiseSplit(fs[i])
		return head + " 거예요" + tail, head != ""
	})
}

// promiseSplit returns the word w without its promise ending (뗄게요. →
// 뗄, ".") and what followed the ending, or "" when w is no promise: the
// syllable before the ending must close with ㄹ and the word before it
// read as a known verb in its ㄹ form.
func promiseSplit(w string) (string, string) {
	for _, end := range []string{"게요", "께요", "게여", "께여"} {
		at := strings.LastIndex(w, end)
		if at <= 0 {
			continue
		}
		head, tail := w[:at], w[at+len(end):]
		if strings.Trim(tail, ".,!?~ㅎㅋ") != "" || !ClosedByL(head) {
			continue
		}
		if v, ok := analyzeVerb(head); ok && in(verbStems, v.Stem) {
			return head, tail
		}
	}
	return "", ""
}
