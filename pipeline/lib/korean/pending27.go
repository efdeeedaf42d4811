package korean

// Session 27: an action meant and prepared for (씻으려고요, 헹구려고 모아
// 뒀어요) is still ahead. (A promise, 뺄게요, is respelled -ㄹ 거예요 by the
// scan pipeline's Respell, and read as the future is: respellPromise.)

// prepStems, after a verb in -려고, are what was done to get ready for
// it (헹구려고 모아 뒀어요, 떼려고 물에 담가 놨어요, 씻으려고 불려
// 놨어요): the action itself is still ahead.
var prepStems = setOf("모으", "두", "놓", "담그", "불리", "쌓", "챙기", "받")

// pendingAt27 reports whether p, whose last token is at toks[p.last], is
// an action still ahead: meant in -려고 with nothing
// after it in its sentence but the polite 요 (씻으려고요), or before a
// verb of getting ready for it (헹구려고 모아 뒀어요). A -려고 before any
// other verb (떼려고 했는데, 떼려고 보니) is an attempt, not a plan.
func pendingAt27(p *pred, toks []Token) bool {
	// (a part one will throw away, 마개 버리려고요, is off: see
	// aheadAt27)
	return aheadAt27(p, toks) && !in(discardStems, p.Stem)
}

// aheadAt27 reports whether p is said in a form of an action ahead,
// whatever the verb: a plan in -려고 (see pendingAt27).
func aheadAt27(p *pred, toks []Token) bool {
	if p.end != "려고" && p.end != "으려고" {
		return false
	}
	for i := p.last + 1; i < len(toks); i++ {
		switch t := toks[i]; t.Kind {
		case KindPunct:
			return true
		case KindVerb:
			return in(prepStems, t.Stem)
		}
	}
	return true
}

// joinPending27 makes a verb in -고 pending when the verb right after
// it is said ahead ("라벨 이따 떼고 버릴게요": both are), run once every
// predicate's own Pending is known.
func joinPending27(preds []*pred, toks []Token) {
	for k := len(preds) - 2; k >= 0; k-- {
		p, q := preds[k], preds[k+1]
		if p.end == "고" && !p.Pending && (q.Pending || aheadAt27(q, toks)) && q.Token == p.last+1 && toks[p.last].Kind == KindVerb {
			p.Pending = true
		}
	}
}

// doneNouns are the nouns of a thing finished said of a removal noun
// before them (분리 완료했습니다, 제거 완료): the removal is done.
var doneNouns = setOf("완료", "끝")
