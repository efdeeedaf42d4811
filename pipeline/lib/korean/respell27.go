package korean

import "strings"

// RespellHonorific writes a verb said with the honorific -(으)시- the
// plain way (떼셨어요 → 떼었어요, 빼셔서 → 빼어서, 씻으시고 → 씻고,
// 벗기시다가 → 벗기다가), so that the readers, which know the plain
// endings, read the removal, the wash or the state a parent, a guest or
// a neighbour is said to have done; and 말다 said with it after a verb in
// -다 or -다가 (떼시다 마셨어요, the removal broken off) as 말았어요, not
// 마시다 (drink). A word is rewritten only when it is no known verb as
// written and its plain form is one (마셨어요, 드셨어요 and 계셨어요 stay).
// The scan pipeline applies it after Respell; lease clauses, written in
// the plain style, are not read through it.
func RespellHonorific(text string) string {
	if !strings.Contains(text, "시") && !strings.Contains(text, "셨") && !strings.Contains(text, "셔") {
		return text
	}
	return respellHangulWords(text, func(fs []string, i int) (string, bool) {
		f := fs[i]
		if i > 0 && strings.HasPrefix(f, "마셨") && verbInDaga(fs[i-1]) {
			return "말았" + strings.TrimPrefix(f, "마셨"), true
		}
		return plainOfHonorific(f)
	})
}

// honorificForms map the syllables of the honorific -(으)시- to their
// plain spelling: 셨 is 시+었, 셔 is 시+어.
var honorificForms = [][2]string{{"으셨", "었"}, {"셨", "었"}, {"으셔", "어"}, {"셔", "어"}, {"으시", ""}, {"시", ""}}

// plainOfHonorific returns the plain form of the Hangul word w said with
// the honorific -(으)시- (see RespellHonorific), with true when there is
// one.
func plainOfHonorific(w string) (string, bool) {
	if v, ok := analyzeVerb(w); ok && in(verbStems, v.Stem) {
		return "", false
	}
	// a noun ending in 시 with its particle (접시는, 도시를) is no verb
	if stem, particle := stripParticle(w); particle != "" && strings.HasSuffix(stem, "시") {
		return "", false
	}
	for _, hf := range honorificForms {
		at := strings.Index(w, hf[0])
		if at <= 0 {
			continue
		}
		plain := w[:at] + hf[1] + w[at+len(hf[0]):]
		// 하다's 하+었 and 하+어 are written 했 and 해 (하셨어요 → 했어요,
		// 하셔서 → 해서)
		if head, ok := strings.CutSuffix(w[:at], "하"); ok && (hf[1] == "었" || hf[1] == "어") {
			plain = head + map[string]string{"었": "했", "어": "해"}[hf[1]] + w[at+len(hf[0]):]
		}
		v, ok := analyzeVerb(plain)
		if !ok || !in(verbStems, v.Stem) || v.Stem == "" {
			continue
		}
		// a bare 시 also ends nouns before a copula (접시고, 도시라):
		// only the verbs of handling a thing are read through it
		if hf[1] == "" && !in(removalStems, v.Stem) && !in(handledStems27, v.Stem) {
			continue
		}
		return plain, true
	}
	return "", false
}

// verbInDaga reports whether w, written plain or with the honorific, is
// a known verb in -다 or -다가 (떼다, 떼시다가, 벗기시다).
func verbInDaga(w string) bool {
	if p, ok := plainOfHonorific(w); ok {
		w = p
	}
	v, ok := analyzeVerb(w)
	return ok && in(verbStems, v.Stem) && (v.Ending == "다" || v.Ending == "다가")
}

// handledStems27 are the verbs, besides the removals, that a bare
// honorific 시 is read before (씻으시고, 닫으시면, 말리시다가).
var handledStems27 = setOf("씻", "헹구", "닦", "닫", "잠그", "말리", "내놓", "넣", "두", "놓", "주", "남기", "비우", "마시", "먹", "쓰", "열", "붙이", "끼우", "씌우")
