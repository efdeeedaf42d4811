package clause

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// leaseSynonyms maps the ways Korean leases name the same party, money or
// act to one canonical word, so that a clause written with 집주인 and 전세금
// meets references written with 임대인 and 보증금. Keys are matched as
// substrings, longest first; values are canonical stems.
var leaseSynonyms = map[string]string{
	// Parties.
	"집주인": "임대인", "건물주": "임대인", "임대사업자": "임대인", "소유자": "임대인", "주인": "임대인",
	"세입자": "임차인", "입주자": "임차인", "입주민": "임차인", "임차자": "임차인",
	// Money.
	"전세금": "보증금", "임차보증금": "보증금", "전세보증금": "보증금", "보증금액": "보증금",
	"월세": "차임", "월차임": "차임", "임대료": "차임", "집세": "차임",
	"중개수수료": "중개보수", "복비": "중개보수", "부동산 수수료": "중개보수",
	"위약벌": "위약금", "배상금": "손해배상", "지연손해금": "지연이자", "연체료": "지연이자", "연체이자": "지연이자",
	// Acts.
	"돌려주": "반환하", "돌려드": "반환하", "돌려받": "반환받", "내주": "반환하", "내드": "반환하", "되돌려": "반환하",
	"퇴실": "퇴거", "명도": "퇴거", "이사 나가": "퇴거", "이사나가": "퇴거", "집을 비우": "퇴거", "집을 빼": "퇴거", "집 빼": "퇴거", "나가": "퇴거",
	"들어가": "출입하", "들어오": "출입하", "방문하": "출입하", "점검하": "출입하",
	"고치": "수선하", "수리하": "수선하", "보수하": "수선하",
	"올리": "인상하", "올려": "인상하", "인상할": "인상하",
	"끝내": "해지하", "해약하": "해지하", "계약을 깨": "해지하",
	"원상회복": "원상복구", "원래대로": "원상복구",
	"담보": "근저당", "대출을 받": "근저당", "저당권": "근저당",
}

var leaseReplacer = func() *strings.Replacer {
	keys := make([]string, 0, len(leaseSynonyms))
	for k := range leaseSynonyms {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if len(keys[i]) != len(keys[j]) {
			return len(keys[i]) > len(keys[j])
		}
		return keys[i] < keys[j]
	})
	pairs := make([]string, 0, 2*len(keys))
	for _, k := range keys {
		pairs = append(pairs, k, leaseSynonyms[k])
	}
	return strings.NewReplacer(pairs...)
}()

// canonicalLease rewrites the lease synonyms of text to their canonical
// words.
func canonicalLease(text string) string { return leaseReplacer.Replace(text) }

// leaseStemSynonyms is leaseSynonyms for korean.Features, stem to stem: the
// one-word keys, with a canonical predicate's 하 dropped (돌려주 → 반환).
var leaseStemSynonyms = func() map[string]string {
	out := map[string]string{}
	for k, v := range leaseSynonyms {
		if !strings.Contains(k, " ") {
			out[k] = strings.TrimSuffix(v, "하")
		}
	}
	return out
}()

// Spelling slips of hand-written and chat 특약 that hide a negation, a
// modality or a predicate from the analysis: 돌려주지 안는다 (않는다), 요구
// 않하기로 (안 하기로), 올리면 않된다 (안 된다), 들어갈수있다 (들어갈 수
// 있다), 내야됨 (내야 됨), 언제던지 (언제든지). respell writes them the
// standard way before the clause is analysed.
var (
	reJiAn        = regexp.MustCompile(`지\s?안([는고아았으음기을])`)
	reAnHa        = regexp.MustCompile(`않\s?([하해함했할한되돼됨된될됬])`)
	reSuIt        = regexp.MustCompile(`([가-힣])수\s?(있|없)`)
	reYaDoe       = regexp.MustCompile(`야(됨|돼|된다|되요|됩니다|되)`)
	spellingFixes = strings.NewReplacer("언제던지", "언제든지", "이던지", "이든지", "되요", "돼요", "됬", "됐", "할께", "할게", "줄께", "줄게", "드릴께", "드릴게", "몇일", "며칠", "왠만", "웬만")
)

func respell(text string) string {
	text = spellingFixes.Replace(text)
	text = reJiAn.ReplaceAllString(text, "지 않$1")
	text = reAnHa.ReplaceAllString(text, "안 $1")
	text = reYaDoe.ReplaceAllString(text, "야 $1")
	return reSuIt.ReplaceAllStringFunc(text, func(m string) string {
		r, _ := utf8.DecodeRuneInString(m)
		// 할수, 갈수, 볼수: a ㄹ-final adnominal before 수 (not 보수, 점수)
		if r < 0xAC00 || r > 0xD7A3 || (r-0xAC00)%28 != 8 {
			return m
		}
		return string(r) + " 수 " + strings.TrimSpace(m[len(string(r))+len("수"):])
	})
}
