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
