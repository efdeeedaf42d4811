package scan

import (
	"strings"
	"unicode"
)

// asksOnly reports whether text is only a disposal question with no word
// left that could name an item ("이거 어떻게 버려요?", "can I recycle
// this?", "what bin does this go in"): every word is a pointer (이거,
// this), a question or disposal word (어떻게, 버려요, recycle, bin) or a
// function word. Such a text names nothing, and the classifier's scores
// for it come from question words alone, so the reader answers it
// unclassified instead of guessing; the corpus, where every line names an
// item, cannot teach the classifier to abstain (see gridMinScore).
func asksOnly(text string) bool {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if !questionWord(w) {
			return false
		}
	}
	return true
}

// questionWord is a word of the question frame: an English function,
// pointer or disposal word, or a Korean one, whole or as the stem of a
// conjugated form (버려요, 버려야, 버리나요; 어떻게, 어디에).
func questionWord(w string) bool {
	if _, ok := questionWords[w]; ok {
		return true
	}
	for _, p := range questionStems {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

var questionWords = func() map[string]struct{} {
	m := map[string]struct{}{}
	for _, w := range strings.Fields(`
		how where what which who do does did can could should would will may
		i i'm i've you we me my our it it's this that these those thing things
		stuff item one here there is are was be a an the to of in into on
		for from with at by home house throw throwing thrown away dispose
		disposed disposal get rid recycle recycled recyclable recycling bin
		bins trash garbage rubbish waste put goes go going sort sorted
		separate tell please help know way right correct ok okay so just
		다 좀 이 그 저 것 거 게 건 걸 뭐 뭘 뭔가요 뭐예요 뭐에요 뭔지 무엇
		어떡해요 어떡하죠 요 네 혹시 그냥 집에 집에서 있던 있는 나온 거예요
		거에요 건가요 인가요 되나요 돼요 되요 돼 될까요 되죠 되는지 하나요 해요
		해야 하죠 할까요 하면 하는지 알려주세요 궁금해요 쓰레기 쓰레기통
		종량제 분리수거 분리배출 재활용 배출`) {
		m[w] = struct{}{}
	}
	return m
}()

var questionStems = []string{
	"이거", "이건", "이것", "그거", "그건", "저거", "저건",
	"어떻게", "어떡", "어디", "어느", "무슨",
	"버려", "버리", "버린", "버릴", "버림",
	"재활용", "분리수거", "분리배출", "배출",
}
