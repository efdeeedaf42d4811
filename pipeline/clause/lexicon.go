package clause

import (
	"sort"
	"strings"
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
