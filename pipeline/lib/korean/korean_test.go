package korean

import (
	"slices"
	"strings"
	"testing"
)

func TestNormalize(t *testing.T) {
	t.Parallel()
	tests := []struct{ in, want string }{
		{"연　２４％", "연 24%"},
		{"ＡＢＣ 임대인", "abc 임대인"},
		{"“보증금”  ‘반환’", `"보증금" '반환'`},
		{"관리비ㆍ수도료…", "관리비·수도료..."},
		{"1. 임대인은\n\n  2. 임차인은", "1. 임대인은\n2. 임차인은"},
		{"  2개월  ", "2개월"},
		{"\u1100\u1161\u11a8", "각"}, // NFD jamo compose to one syllable
		{"ﾊﾟ A—B", "パ a-b"},
	}
	for _, tt := range tests {
		if got := Normalize(tt.in); got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestStem(t *testing.T) {
	t.Parallel()
	tests := []struct{ word, stem string }{
		// 부담 (X+하)
		{"부담한다", "부담"}, {"부담하여야", "부담"}, {"부담하기로", "부담"}, {"부담함", "부담"},
		{"부담해야", "부담"}, {"부담합니다", "부담"}, {"부담했다", "부담"}, {"부담하였다", "부담"},
		{"부담하는", "부담"}, {"부담하고", "부담"}, {"부담하지", "부담"}, {"부담할", "부담"},
		{"부담해요", "부담"}, {"부담했어요", "부담"}, {"부담하면", "부담"}, {"부담하며", "부담"},
		// 돌려주
		{"돌려준다", "돌려주"}, {"돌려주지", "돌려주"}, {"돌려줘야", "돌려주"}, {"돌려주기로", "돌려주"},
		{"돌려줍니다", "돌려주"}, {"돌려줬어요", "돌려주"}, {"돌려줄", "돌려주"}, {"돌려주어야", "돌려주"},
		// 반환 and its passive
		{"반환한다", "반환"}, {"반환된다", "반환"}, {"반환되지", "반환"}, {"반환하여야", "반환"}, {"반환해야", "반환"},
		// scan verbs, contracted
		{"뗐어요", "떼"}, {"떼고", "떼"}, {"떼었", "떼"}, {"뗌", "떼"}, {"떼요", "떼"}, {"뗀", "떼"},
		{"헹궜어요", "헹구"}, {"헹구고", "헹구"}, {"헹궈서", "헹구"}, {"벗겼어요", "벗기"}, {"벗기고", "벗기"},
		{"비웠어요", "비우"}, {"비워서", "비우"}, {"버렸어요", "버리"}, {"뺐어요", "빼"}, {"빼고", "빼"},
		{"분리했어요", "분리"}, {"제거했습니다", "제거"}, {"제거함", "제거"}, {"씻었어요", "씻"}, {"닦았어요", "닦"},
		{"줬어요", "주"}, {"줘", "주"}, {"해", "하"}, {"했어요", "하"}, {"돼요", "되"}, {"됐어요", "되"},
		{"붙어", "붙"}, {"남아", "남"}, {"있어요", "있"}, {"없는", "없"}, {"없음", "없"}, {"않는다", "않"},
		{"아니한다", "않"}, {"못한다", "못하"}, {"마셨다", "마시"},
		// nouns with particles, stacked
		{"임대인은", "임대인"}, {"임차인에게는", "임차인"}, {"임대인으로부터", "임대인"}, {"집주인한테", "집주인"},
		{"세입자가", "세입자"}, {"보증금을", "보증금"}, {"라벨과", "라벨"}, {"뚜껑은", "뚜껑"}, {"을은", "을"},
		{"갑의", "갑"}, {"건물에서도", "건물"}, {"동의", "동의"}, {"동의를", "동의"}, {"결과", "결과"},
		{"하자", "하자"}, {"차임을", "차임"}, {"2개월분을", "2개월분"}, {"24%의", "24%"}, {"병이다", "병"},
		{"그대로예요", "그대로"}, {"반환함을", "반환"}, {"임대인께서는", "임대인"}, {"용기로", "용기"},
	}
	for _, tt := range tests {
		toks := Tokens(tt.word)
		if len(toks) != 1 {
			t.Errorf("Tokens(%q) = %d tokens, want 1", tt.word, len(toks))
			continue
		}
		if toks[0].Stem != tt.stem {
			t.Errorf("stem of %q = %q (%s, particle %q, ending %q), want %q",
				tt.word, toks[0].Stem, toks[0].Kind, toks[0].Particle, toks[0].Ending, tt.stem)
		}
	}
}

func TestTokenOffsets(t *testing.T) {
	t.Parallel()
	a := Analyze("임대인은  보증금을, 돌려준다.")
	for _, tok := range a.Tokens {
		if a.Text[tok.Start:tok.End] != tok.Surface {
			t.Errorf("token %q at [%d,%d) reads %q", tok.Surface, tok.Start, tok.End, a.Text[tok.Start:tok.End])
		}
	}
	got := []string{}
	for _, tok := range a.Tokens {
		got = append(got, tok.Stem)
	}
	want := []string{"임대인", "보증금", ",", "돌려주", "."}
	if !slices.Equal(got, want) {
		t.Errorf("stems = %q, want %q", got, want)
	}
}

// predicate returns the first predicate of a with the given stem.
func predicate(t *testing.T, a Analysis, stem string) Predicate {
	t.Helper()
	for _, p := range a.Predicates {
		if p.Stem == stem {
			return p
		}
	}
	var stems []string
	for _, p := range a.Predicates {
		stems = append(stems, p.Key())
	}
	t.Fatalf("%q: no predicate %q among %q", a.Text, stem, stems)
	return Predicate{}
}

func TestPolarityModality(t *testing.T) {
	t.Parallel()
	P, O, M, X := ModalityPlain, ModalityObligation, ModalityPermission, ModalityProhibition
	tests := []struct {
		text, stem string
		neg        bool
		mod        Modality
	}{
		{"임대인은 보증금을 반환한다.", "반환", false, P},
		{"임대인은 보증금을 반환하지 아니한다.", "반환", true, P},
		{"임대인은 보증금을 반환하지 않는다.", "반환", true, P},
		{"임대인은 보증금을 반드시 반환한다.", "반환", false, O},
		{"임대인은 보증금을 반환하여야 한다.", "반환", false, O},
		{"집주인은 보증금을 돌려줘야 해요.", "돌려주", false, O},
		{"임차인은 관리비를 부담하기로 한다.", "부담", false, O},
		{"임차인은 관리비를 부담하는 것으로 한다.", "부담", false, O},
		{"임차인은 퇴거 시 원상복구할 것.", "원상복구", false, O},
		{"임차인은 수리비를 청구할 수 없다.", "청구", true, X},
		{"임차인은 수리비를 청구하지 않기로 한다.", "청구", true, O},
		{"임차인은 수리하지 않으면 안 된다.", "수리", false, O},
		{"임차인은 수리하지 않으면 아니 된다.", "수리", false, O},
		{"임차인은 반려동물을 기르면 안 된다.", "기르", true, X},
		{"임차인은 반려동물을 기르면 안된다.", "기르", true, X},
		{"임대인은 계약을 해지할 수 있다.", "해지", false, M},
		{"임차인은 계약을 해지할 수 있습니다.", "해지", false, M},
		{"임차인은 임대인의 동의 없이 전대하지 못한다.", "전대", true, X},
		{"임차인은 전대할 수 없습니다.", "전대", true, X},
		{"실내 흡연은 금지한다.", "흡연", true, X},
		{"반려동물 사육 금지", "사육", true, X},
		{"보증금 반환 불가", "반환", true, X},
		{"임차인은 위약금을 지급하지 않아도 된다.", "지급", true, M},
		{"임차인은 위약금을 지급해도 된다.", "지급", false, M},
		{"세입자는 월세를 내야 돼요.", "내", false, O},
		{"집주인이 보증금을 안 돌려줘요.", "돌려주", true, P},
		{"집주인이 수리를 못 해 줬어요.", "하", true, P},
		{"관리비는 없음.", "있", true, P},
		{"임대인은 보증금을 돌려주지 않기로 합의한다.", "돌려주", true, O},
		{"임차인은 원상복구 의무가 없다.", "있", true, P},
		{"집주인은 언제든지 집에 들어갈 수 있다.", "들어가", false, M},
		{"세입자는 집을 보여줘야 해요.", "보여주", false, O},
		{"전입신고는 잔금 후로 미루기로 한다.", "미루", false, O},
		{"을은 주민등록을 옮기지 않는다.", "옮기", true, P},
		{"임차인은 차임을 연체하여서는 아니 된다.", "연체", true, X},
		{"임대인은 보증금을 즉시 반환합니다.", "반환", false, P},
		{"임차인은 벽에 못을 박지 않을 것.", "박", true, O},
		{"임대인은 수선 의무를 부담하지 아니하기로 한다.", "부담", true, O},
	}
	for _, tt := range tests {
		p := predicate(t, Analyze(tt.text), tt.stem)
		if p.Negated != tt.neg || p.Modality != tt.mod {
			t.Errorf("%q: %s negated=%v modality=%q, want negated=%v modality=%q",
				tt.text, tt.stem, p.Negated, p.Modality, tt.neg, tt.mod)
		}
	}
}

func TestNegationScope(t *testing.T) {
	t.Parallel()
	a := Analyze("임차인은 청구하지 않고 임대인은 보증금을 반환한다.")
	if !predicate(t, a, "청구").Negated {
		t.Error("청구 should be negated")
	}
	if predicate(t, a, "반환").Negated {
		t.Error("the negation of 청구 leaked onto 반환")
	}
	a = Analyze("라벨은 안 뗐고 뚜껑은 뗐어요")
	if len(a.Predicates) != 2 || !a.Predicates[0].Negated || a.Predicates[1].Negated {
		t.Errorf("안 should negate only the first 떼: %+v", a.Predicates)
	}
}

// TestNailIsNoNegation: 못 before 박다 is the nail, not "cannot"; before
// any other verb it still negates.
func TestNailIsNoNegation(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		text, stem string
		negated    bool
	}{
		{"벽에 못 박은 자리는 메워 둔다", "박", false},
		{"액자 걸려고 못 박았어요", "박", false},
		{"세입자는 못을 박지 않는다", "박", true},
		{"보증금을 아직 못 받았어요", "받", true},
		{"이사 날짜를 못 정했다", "정하", true},
	} {
		if got := predicate(t, Analyze(c.text), c.stem).Negated; got != c.negated {
			t.Errorf("%s: %s negated %v, want %v", c.text, c.stem, got, c.negated)
		}
	}
}

func TestSubject(t *testing.T) {
	t.Parallel()
	L, T, B, N, O := RoleLandlord, RoleTenant, RoleBoth, RoleNone, RoleOther
	tests := []struct {
		text, stem string
		want       Role
	}{
		{"임대인은 보증금을 돌려준다.", "돌려주", L},
		{"임차인은 수리비를 청구하지 않는다.", "청구", T},
		{"집주인은 보증금을 돌려줘야 해요.", "돌려주", L},
		{"세입자가 관리비를 부담한다.", "부담", T},
		{"임대인은 임차인에게 보증금을 반환한다.", "반환", L},
		{"임차인은 임대인에게 차임을 지급한다.", "지급", T},
		{"임차인이 요청하면 임대인은 협조한다.", "협조", L},
		{"임차인이 요청하면 임대인은 협조한다.", "요청", T},
		{"임대인은 임차인이 요청하면 협조한다.", "협조", L},
		{"세입자가 월세를 연체하면 집주인은 계약을 해지할 수 있다.", "해지", L},
		{"세입자가 월세를 연체하면 집주인은 계약을 해지할 수 있다.", "연체", T},
		{"을은 갑에게 보증금을 청구할 수 없다.", "청구", T},
		{"갑은 을에게 보증금을 반환한다.", "반환", L},
		{"보증금은 임대인이 반환한다.", "반환", L},
		{"관리비는 임차인이 부담한다.", "부담", T},
		{"임대인과 임차인은 협의하여 정한다.", "협의", B},
		{"임차인은 보증금을 받고 퇴거한다.", "퇴거", T},
		{"임대인께서는 수리비를 부담하신다.", "부담하시", L},
		{"보증금은 반환된다.", "반환", N},
		{"관리비가 연체되면 임대인은 통지한다.", "연체", O},
		{"임차인이 차임을 연체한 경우 임대인은 계약을 해지할 수 있다.", "해지", L},
		{"임차인이 차임을 연체한 경우 임대인은 계약을 해지할 수 있다.", "연체", T},
		{"건물주는 세입자한테 수리비를 청구하지 않아요.", "청구", L},
		{"입주자는 퇴거 시 청소한다.", "청소", T},
	}
	for _, tt := range tests {
		p := predicate(t, Analyze(tt.text), tt.stem)
		if p.Subject != tt.want {
			t.Errorf("%q: subject of %s = %s, want %s", tt.text, tt.stem, p.Subject, tt.want)
		}
	}
}

func TestConditional(t *testing.T) {
	t.Parallel()
	a := Analyze("임차인이 요청하면 임대인은 협조한다.")
	if !predicate(t, a, "요청").Conditional || predicate(t, a, "협조").Conditional {
		t.Errorf("conditional scope wrong: %+v", a.Predicates)
	}
	a = Analyze("임차인이 차임을 2개월 연체한 경우 임대인은 해지할 수 있다.")
	if !predicate(t, a, "연체").Conditional || predicate(t, a, "해지").Conditional {
		t.Errorf("-ㄴ 경우 scope wrong: %+v", a.Predicates)
	}
}

func TestObjectState(t *testing.T) {
	t.Parallel()
	const (
		U = StateUnknown
		P = StatePresent
		R = StateRemoved
		A = StateAbsent
		E = StateEmptied
	)
	tests := []struct {
		text, noun string
		want       State
	}{
		{"라벨은 떼고 물로 헹궜어요", "라벨", R},
		{"라벨은 떼고 물로 헹궜어요", "뚜껑", U},
		{"은박 뚜껑 뗐어요", "뚜껑", R},
		{"라벨 뗐어요", "라벨", R},
		{"라벨을 제거했습니다", "라벨", R},
		{"비닐 라벨 벗겼어요", "라벨", R},
		{"뚜껑은 분리했어요", "뚜껑", R},
		{"빨대는 뺐어요", "빨대", R},
		{"라벨과 뚜껑을 뗐어요", "라벨", R},
		{"라벨과 뚜껑을 뗐어요", "뚜껑", R},
		{"라벨, 뚜껑 모두 뗐어요", "뚜껑", R},
		{"라벨, 뚜껑 모두 뗐어요", "라벨", R},
		{"라벨이 없는 병", "라벨", A},
		{"라벨 없음", "라벨", A},
		{"라벨은 없어요", "라벨", A},
		{"무라벨 생수병", "라벨", A},
		{"라벨 붙어 있어요", "라벨", P},
		{"뚜껑은 안 뗐어요", "뚜껑", P},
		{"라벨은 못 뗐어요", "라벨", P},
		{"라벨은 떼지 않았어요", "라벨", P},
		{"라벨은 떼고 뚜껑은 그대로", "라벨", R},
		{"라벨은 떼고 뚜껑은 그대로", "뚜껑", P},
		{"뚜껑은 그대로 버렸어요", "뚜껑", P},
		{"내용물은 남아 있어요", "내용물", P},
		{"병은 비웠어요", "병", E},
		{"내용물은 다 비웠고 라벨은 뗐어요", "병", U},
		{"스티커가 붙어 있는 상자", "스티커", P},
		{"테이프는 다 뜯었어요", "테이프", R},
		{"라벨 제거 완료", "라벨", R},
		{"라벨은 뗐는데 뚜껑은 못 뗐어요", "뚜껑", P},
		{"라벨은 뗐는데 뚜껑은 못 뗐어요", "라벨", R},
		{"라벨을 떼어 냈어요", "라벨", R},
		{"뚜껑은 닫아서 그대로 버렸어요", "뚜껑", P},
	}
	for _, tt := range tests {
		a := Analyze(tt.text)
		if got := a.ObjectState(tt.noun); got != tt.want {
			var ps []string
			for _, p := range a.Predicates {
				ps = append(ps, p.Key()+"("+strings.Join(p.Objects, ",")+")")
			}
			t.Errorf("%q: state of %s = %s, want %s; predicates %q", tt.text, tt.noun, got, tt.want, ps)
		}
	}
}

func TestFeatures(t *testing.T) {
	t.Parallel()
	syn := FeatureOptions{Synonyms: map[string]string{"집주인": "임대인", "돌려주": "반환", "세입자": "임차인"}}
	tests := []struct {
		text     string
		opt      FeatureOptions
		want     []string
		wantNone []string
	}{
		{"임대인은 보증금을 돌려준다.", syn, []string{"임대인", "보증금", "반환", "임대인_보증금", "landlord:반환"}, []string{"not:반환"}},
		{"집주인은 보증금을 돌려주지 않는다.", syn, []string{"임대인", "not:반환", "landlord:not:반환"}, []string{"landlord:반환"}},
		{"임차인은 수리비를 청구하지 않기로 한다.", FeatureOptions{}, []string{"not:청구", "must:not:청구", "tenant:must:not:청구"}, nil},
		{"임차인은 수리비를 청구할 수 없다.", FeatureOptions{}, []string{"not:청구", "cannot:청구", "tenant:cannot:청구"}, []string{"may:청구"}},
		{"세입자는 관리비를 부담해야 한다.", syn, []string{"must:부담", "tenant:must:부담"}, nil},
		{"임대인은 계약을 해지할 수 있다.", FeatureOptions{NoBigrams: true}, []string{"may:해지", "landlord:may:해지"}, []string{"계약_해지"}},
		{"임차인이 요청하면 임대인은 협조한다.", FeatureOptions{}, []string{"if:요청", "tenant:요청", "landlord:협조"}, nil},
	}
	for _, tt := range tests {
		got := Features(tt.text, tt.opt)
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("Features(%q) = %q, missing %q", tt.text, got, w)
			}
		}
		for _, w := range tt.wantNone {
			if slices.Contains(got, w) {
				t.Errorf("Features(%q) = %q, should not contain %q", tt.text, got, w)
			}
		}
		if again := Features(tt.text, tt.opt); !slices.Equal(got, again) {
			t.Errorf("Features(%q) is not deterministic: %q then %q", tt.text, got, again)
		}
	}
}

// TestParaphrasesMeet checks the complaint: paraphrases of one
// clause share their polarity features.
func TestParaphrasesMeet(t *testing.T) {
	t.Parallel()
	syn := FeatureOptions{Synonyms: map[string]string{"집주인": "임대인", "돌려주": "반환", "세입자": "임차인"}}
	groups := [][]string{
		{"임대인은 보증금을 반환한다.", "집주인은 보증금을 돌려준다.", "임대인은 보증금을 돌려줍니다.", "집주인이 보증금을 돌려줘요."},
		{"임대인은 보증금을 반환하지 아니한다.", "집주인은 보증금을 돌려주지 않는다.", "집주인이 보증금을 안 돌려줘요."},
	}
	want := []string{"landlord:반환", "landlord:not:반환"}
	for g, texts := range groups {
		for _, text := range texts {
			if f := Features(text, syn); !slices.Contains(f, want[g]) {
				t.Errorf("Features(%q) = %q, missing %q", text, f, want[g])
			}
		}
	}
}

func BenchmarkAnalyze(b *testing.B) {
	texts := []string{
		"임차인은 임대인의 동의 없이 목적물을 전대할 수 없으며, 이를 위반한 경우 임대인은 계약을 해지할 수 있다.",
		"임대인은 계약 종료 시 보증금을 즉시 반환하여야 하고, 임차인은 원상복구 비용을 청구하지 않기로 한다.",
		"라벨은 떼고 물로 헹궜어요. 뚜껑은 그대로예요.",
	}
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		Analyze(texts[i%len(texts)])
	}
}
