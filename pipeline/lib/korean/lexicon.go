package korean

import "strings"

// The lexicons below are the rule-based stemmer's only knowledge of words.
// They are small on purpose: verb stems that the lease and waste texts use
// and that an ending alone cannot tell from a noun (떼고, 준, 뗌), nouns that
// end like a particle (동의, 결과), and the role nouns.

// verbStems are native verb and adjective stems (without 다). A candidate
// stem in this set makes even a one-syllable ending (고, 지, 는, ㄴ, ㅁ)
// acceptable. Sino-Korean X+하 / X+되 stems need no entry.
var verbStems = setOf(
	// giving, returning, paying
	"주", "돌려주", "되돌려주", "물어주", "드리", "돌려드리", "받", "돌려받", "내", "갚", "치르", "지",
	"지우", "맡", "맡기", "갖", "가지", "남기", "넘기", "보내", "내보내", "돌리",
	// removing, cleaning, emptying (scan)
	"떼", "떼어내", "떼내", "뜯", "벗기", "벗", "빼", "까", "따", "없애", "버리", "자르", "잘라내", "찢",
	// cutting a part out (오려내다, 도려내다, 오리다)
	"오려내", "도려내", "오리",
	// pressing, spraying, shaking, squeezing a can, a pump or a tube,
	// and what comes out or stands in it (뿌리면, 흔드니, 짜 보면, 뿜어져,
	// 물이 고여, 반쯤 차 있어요)
	"뿌리", "흔들", "짜", "뿜", "고이", "차", "흐르",
	// opening, closing, covering a lid (여닫는, 잠그는, 덮는)
	"여닫", "잠그", "덮",
	"헹구", "씻", "닦", "비우", "털", "긁", "문지르", "불리", "담그", "적시", "뽑", "걷", "말리", "접", "묶", "펴", "누르", "구기", "밟",
	"부수", "깨", "깨뜨리", "떨어지", "떨어뜨리", "벗겨지", "빠지", "떼어지", "뜯기", "덜렁거리", "덜렁대", "달랑거리",
	// being attached, remaining, containing
	"붙", "붙이", "남", "달리", "들", "끼우", "씌우", "끼", "담", "넣", "묻", "젖", "섞", "얹",
	// existence, negation, modality
	"있", "없", "않", "되", "하", "못하", "아니하", "같", "다르",
	// misc. frequent
	"두", "놓", "보", "쓰", "살", "나가", "나오", "꺼내", "빼내", "들어오", "고치", "바꾸", "치우", "모으", "알리", "알", "모르",
	"지키", "어기", "따르", "정하", "원하", "끝나", "끝내", "마치", "먹", "마시", "열", "닫", "풀", "싶",
	// riding, or a drink made (자전거 타다가, 썰매 타고, 커피 타다): a
	// word that reads as well as a noun (타다 like 바다) must not run
	// the thing ridden into the subject of the next verb
	"타",
	"크", "작", "많", "적", "더럽", "기르", "키우", "피우", "박", "내리", "올리", "닫",
	// lease acts
	"들어가", "보여주", "알려주", "넘겨주", "올려주", "옮기", "미루", "늦추", "따지", "맞추",
)

// nounWords are whole words that the stemmer must not take apart: nouns
// that end like a particle (동의 = 동 + 의?) or like an ending (하자).
var nounWords = setOf(
	"동의", "합의", "결과", "효과", "사과", "이의", "회의", "주의", "정의", "의의", "하자",
	"보다", "이자", "주인", "소유자", "경우", "이내", "이상", "이하", "미만", "초과", "나머지", "자가",
	"관리", "시기", "사기", "기간", "개인", "가구", "도배", "장판", "수리", "보수", "이사", "내용물",
	"차임", "은박", "은박지", "비닐", "라벨", "뚜껑", "병", "캔", "컵", "통", "상자", "용기", "종이", "스티커",
	"테이프", "빨대", "물", "을", "갑", "수", "것", "때", "시", "등",
	// a sprayer's or a bag's handle, a corner: not 손잡 + 이, 귀퉁 + 이
	"손잡이", "귀퉁이",
	// nouns of parts and holders that end in 이 after a consonant: not
	// 칸막 + 이, 재떨 + 이
	"칸막이", "재떨이", "옷걸이", "연필꽂이", "칫솔꽂이", "물받이", "먼지떨이", "목걸이", "귀걸이", "깔때기",
)

// adverbs are words kept whole as modifiers. 안, 못 and 아니 negate the
// predicate that follows; 반드시 and 꼭 mark an obligation.
var adverbs = setOf(
	"안", "못", "아니", "반드시", "꼭", "그대로", "다", "모두", "전부", "잘", "이미", "아직", "깨끗이",
	"즉시", "바로", "함께", "또한", "및", "또는", "혹은", "다시", "좀", "조금", "많이", "전혀", "절대",
	"결코", "각각", "한", "직접", "별도로", "따로", "따로따로", "새로", "이", "그", "저", "매월", "매달", "미리",
	// how it came about in the end ("결국 뺐어요")
	"결국",
	// how a tape or wrap is still on ("테이프 칭칭 감긴 채로")
	"칭칭", "덕지덕지", "꽁꽁",
	// how a cap is closed or fastened ("뚜껑 꽉 닫아서")
	"꽉", "단단히",
	// how hard a removal was, between its object and its verb ("라벨
	// 겨우 뗐어요", "스티커 억지로 뜯어냄"); reduplicated mimetic
	// adverbs (박박, 겨우겨우) are adverbs by their form (reduplicated)
	// when, in a sentence of a state and what was done after ("아까는
	// 라벨 있었는데 방금 뗐어요", "처음엔 안 떨어졌는데"): no object
	"방금", "아까", "아까는", "처음엔", "처음에는", "나중에", "이따가", "금방",
	// since when ("라벨이 원래 없어요", "애초에 없었어요")
	"원래", "원래부터", "애초에", "처음부터", "본래",
	"겨우", "간신히", "억지로", "살살", "싹", "깔끔히", "말끔히", "깨끗하게", "힘들게", "힘겹게", "겨우내", "어렵게", "손쉽게", "쉽게",
	// where, asked or pointed at, is no object ("뚜껑은 어디다 버려요?")
	"어디", "어디다", "어디에", "어디로", "어디에다", "여기", "여기다", "여기에", "거기", "거기다", "거기에",
	// one by one ("심은 일일이 다 뽑았어요")
	"일일이", "낱낱이", "하나하나", "몽땅", "죄다", "그냥",
	// when, said bare before the verb ("라벨 이따 뗄게요", "통은 내일
	// 씻으려고요"): no object
	"이따", "내일", "모레", "어제", "오늘",
)

// Role is who performs a predicate.
type Role int

// Roles. RoleNone means no subject was found; RoleOther a subject that is
// neither party (관리비가 연체되면); RoleBoth the two parties coordinated
// (임대인과 임차인은).
const (
	RoleNone Role = iota
	RoleLandlord
	RoleTenant
	RoleBoth
	RoleOther
)

// String returns the lowercase English name used in features.
func (r Role) String() string {
	switch r {
	case RoleLandlord:
		return "landlord"
	case RoleTenant:
		return "tenant"
	case RoleBoth:
		return "both"
	case RoleOther:
		return "other"
	}
	return "none"
}

// roleNouns maps the stems that name a party to its role.
var roleNouns = map[string]Role{
	"임대인": RoleLandlord, "집주인": RoleLandlord, "건물주": RoleLandlord, "주인": RoleLandlord,
	"갑": RoleLandlord, "임대사업자": RoleLandlord, "임대인측": RoleLandlord, "소유자": RoleLandlord,
	"집주인측": RoleLandlord, "임대인들": RoleLandlord,
	"임차인": RoleTenant, "세입자": RoleTenant, "입주자": RoleTenant, "을": RoleTenant,
	"임차인측": RoleTenant, "세입자측": RoleTenant, "입주민": RoleTenant, "임차인들": RoleTenant,
}

// RoleOf returns the role a noun stem names (임대인, 집주인 → RoleLandlord;
// 임차인, 세입자 → RoleTenant), or RoleNone.
func RoleOf(stem string) Role { return roleNouns[stem] }

// removalStems leave their object removed (떼다, 제거하다, 벗기다 …).
var removalStems = setOf(
	"떼", "떼어내", "떼내", "뜯", "벗기", "벗", "빼", "까", "따", "없애", "버리", "자르", "잘라내", "뽑", "걷",
	"오려내", "도려내", "오리",
	"제거", "분리", "떨어지", "벗겨지", "빠지", "떼어지", "뜯기", "탈거", "철거",
)

// presenceStems leave their object in place (붙어 있다, 남아 있다, 그대로).
// (얹어 놨어요: a cap set back on top)
var presenceStems = setOf("있", "붙", "붙이", "남", "달리", "들", "끼우", "씌우", "끼", "그대로", "부착", "잔류", "얹")

// emptyStems empty their object (비웠어요).
var emptyStems = setOf("비우")

// nominalPredicates are verbal nouns that act as a predicate when they end a
// clause without a verb ("라벨 제거", "반환 불가", "흡연 금지").
var nominalPredicates = setOf("제거", "분리", "금지", "불가", "완료", "세척", "없음")

func setOf(words ...string) map[string]struct{} {
	m := make(map[string]struct{}, len(words))
	for _, w := range words {
		m[w] = struct{}{}
	}
	return m
}

func in(m map[string]struct{}, w string) bool {
	_, ok := m[w]
	return ok
}

// heldWords say in one word that a container held something before
// (담았던, 들었던, 담겨있던): what it held is named, not what is in it
// now.
var heldWords = setOf("담았던", "담던", "담겼던", "담겨있던", "담겨있었던", "들었던", "들어있던", "들어있었던", "담아왔던", "담아온", "담아오던",
	// what a tool scooped or stirred (국 푸던 국자, 양념 젓던 주걱)
	"푸던", "펐던", "뜨던", "떴던", "젓던", "저었던", "덜던", "덜었던")

// servedFirst are the verbs of scooping or pouring before 담던 (양념 퍼
// 담던 국자, 국 떠 담던 그릇).
var servedFirst = setOf("퍼", "떠", "덜어", "부어", "옮겨")

// heldFirst and heldSecond say it in two words (담겨 있던, 들어 있었던,
// 담아 온).
var (
	heldFirst  = setOf("담겨", "들어", "담아")
	heldSecond = setOf("있던", "있었던", "왔던", "오던", "온", "뒀던", "두던", "놨던", "놓았던")
)

// HeldBefore reports whether toks begin with a verb saying that a
// container held something before, as a modifier of the container (소스
// "담겨 있던" 병, 양념 "담았던" 통): the noun before them names what the
// container held, not what is in it or on it now ("담겨 있어요" is now).
func HeldBefore(toks []Token) bool {
	if len(toks) == 0 {
		return false
	}
	if in(heldWords, toks[0].Surface) {
		return true
	}
	if len(toks) > 1 && in(servedFirst, toks[0].Surface) {
		return HeldBefore(toks[1:])
	}
	return len(toks) > 1 && in(heldFirst, toks[0].Surface) && in(heldSecond, toks[1].Surface)
}

// hostWords are words that hold another word inside them but mean
// something else: 구부러지다 (bend) holds 부러지다 (snap).
var hostWords = []string{"구부러", "꾸부러"}

// InsideOther reports whether word, written right after before in the
// same eojeol, is only a piece of a longer word that means something
// else ("구" + "부러진": 구부러진 is bent, not snapped).
func InsideOther(before, word string) bool {
	for _, h := range hostWords {
		for i := range h {
			if i == 0 {
				continue
			}
			if strings.HasSuffix(before, h[:i]) && strings.HasPrefix(word, h[i:]) {
				return true
			}
		}
	}
	return false
}
