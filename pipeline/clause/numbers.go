package clause

import (
	"regexp"
	"strconv"
	"strings"

	"github.com/baton-dev/baton/pipeline/lib/korean"
)

// Statutory lines that a lease clause's numbers are read against.
const (
	// InterestCapYearly is the highest lawful yearly interest rate in
	// percent (이자제한법 제2조 and its decree: 연 20%).
	InterestCapYearly = 20.0
	// RentIncreaseCap is the largest lawful increase of rent or deposit in
	// percent (주택임대차보호법 제7조 and its decree: 20분의 1).
	RentIncreaseCap = 5.0
)

// numFacts is what numericFacts reads from a clause's numbers.
type numFacts struct {
	// Yearly interest rates in percent (월 3% → 36), with the clause's
	// period words converted; Bounded when the rate is a ceiling (연 12%를
	// 넘지 않는, 이자제한법상 최고이자율을 초과할 수 없음).
	Rates   []float64
	Bounded bool
	// LateLump is a late fee as a share of the amount owed with no period
	// (월세의 20%를 연체료로); DailyFine a fixed sum per day of delay.
	LateLump, DailyFine bool
	// Compound interest (복리, 이자에 이자); Simple when the clause rules it
	// out (단리, 이자에 이자 부과 불가).
	Compound, Simple bool
	// Increases are rent or deposit increases in percent.
	Increases []float64
	// WholeDeposit: the whole deposit is forfeited or kept as a penalty.
	WholeDeposit bool
	// PenaltyMonths is the number of months' rent taken as a penalty or
	// late charge (월세 두 달 치를 위약금으로); PenaltyPct a penalty as a
	// percentage of the deposit.
	PenaltyMonths, PenaltyPct float64
	// Earnest: the penalty is the earnest money (계약금 상당액), the legal
	// default of 민법 제565조.
	Earnest bool
	// NoticeDays are notice periods in days (한 달 전 → 30).
	NoticeDays []float64
	// LateTerms is how many periods of unpaid rent the clause lets end
	// the lease (민법 제640조: two; 월세 한 번 밀리면 해지 is one); zero
	// when it ends no lease for late payment. LateTermsRent: the arrears
	// are rent, not 관리비 alone.
	LateTerms     float64
	LateTermsRent bool
	// Denied is true when the clause's money act is denied (받지 않,
	// 부과하지 않, 없음): the number then names what does not happen.
	Denied bool
}

var (
	reRate      = regexp.MustCompile(`(연|년|연간|연이율|월|매월|한\s?달에?|달에|일|하루에?|매일|1일|1일당|일당|하루당|1일마다|하루마다|주당|주|매주)(?:\s+[가-힣 ]{1,8}의)?\s*(?:이율\s*|이자율\s*|금리\s*)?(\d+(?:\.\d+)?)\s*%`)
	rePct       = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*%`)
	reFraction  = regexp.MustCompile(`(\d+)\s*분의\s*(\d+)`)
	reDaily     = regexp.MustCompile(`(매일|하루마다|하루당|1일당|일당|일수마다|하루에|날마다|매 ?일)\s*(\d+(?:\.\d+)?|[일이삼오십백천]+)\s*(만|천)?\s*원`)
	reMonths    = regexp.MustCompile(`(\d+|한|두|세|석|네|넉|다섯|여섯)\s*(개월|달)\s*(분|치)`)
	reTimes     = regexp.MustCompile(`(계약금|차임|월세)(?:의|를|을|는|은)?\s*(\d+(?:\.\d+)?|두|세|네)\s*배`)
	reNotice    = regexp.MustCompile(`(\d+|한|두|세|네|다섯|여섯)\s*(일|주|주일|개월|달)\s*(전|이전)`)
	reArrow     = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(억|천만|만)?\s*(?:원)?\s*(?:→|->|=>|⇒|➡|➔|>)\s*(\d+(?:\.\d+)?)\s*(억|천만|만)?\s*(?:원)?`)
	reLateCount = regexp.MustCompile(`(\d+|한|두|세|네)\s*(기|번|회|달|개월|차례)`)
	reAmountTo  = regexp.MustCompile(`(\d+(?:\.\d+)?)\s*(억|천만|만)\s*(?:(\d+)\s*(천|천만|만)?)?\s*(?:원)?\s*에서\s*(\d+(?:\.\d+)?)\s*(억|천만|만)\s*(?:(\d+)\s*(천|천만|만)?)?\s*(?:원)?\s*(?:으로|로)`)
)

var koCount = map[string]float64{"한": 1, "두": 2, "세": 3, "석": 3, "네": 4, "넉": 4, "다섯": 5, "여섯": 6}

func countOf(s string) float64 {
	if v, ok := koCount[s]; ok {
		return v
	}
	v, _ := strconv.ParseFloat(s, 64)
	return v
}

func containsAny(s string, words ...string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// lateWords mark a clause about late payment; increaseWords one about
// raising rent or deposit.
var (
	lateWords      = []string{"연체", "지연", "지체", "늦", "밀리", "밀린", "체납", "미납", "이자", "연체료", "가산금"}
	increaseWords  = []string{"인상", "증액", "올리", "올려", "오르", "올림", "올린"}
	penaltyWords   = []string{"위약", "몰수", "귀속", "반환하지", "돌려주지", "돌려받지", "반환 불가", "돌려주지 않", "안 돌려"}
	boundWords     = []string{"넘지", "초과할 수 없", "초과하지", "이내", "이하", "한도", "범위", "까지만", "로만", "으로만", "넘을 수 없"}
	terminateWords = []string{"해지", "해제", "계약 끝", "계약이 끝", "계약을 끝", "계약은 끝", "나가", "정리", "퇴거", "명도", "비워"}
	denyWords      = []string{"받지 않", "부과하지 않", "부과하지 아니", "발생 없음", "부과 없음", "연체료 없음", "이자 없음", "않아요", "안 붙", "안 받", "받진 않", "청구하지 않", "보지 않", "보지 아니", "하진 않", "정하지 않", "처럼 과하게"}
)

// numericFacts reads the numbers of a Korean lease clause: interest rates
// (연/월/일/주 %, converted to yearly), rent increases (%, 20분의 1, or
// from one amount to another), penalties (보증금 전액, N개월분 차임, 보증금의
// N%), fines per day of delay and notice periods.
func numericFacts(text string) numFacts { return numericFactsNormalized(korean.Normalize(text)) }

// numericFactsNormalized is numericFacts of a text korean.Normalize has
// already normalised (korean.Analysis.Text).
func numericFactsNormalized(s string) numFacts {
	s = strings.NewReplacer("퍼센트", "%", "프로", "%").Replace(s)
	var f numFacts
	late := containsAny(s, lateWords...)
	increase := containsAny(s, increaseWords...)
	penalty := containsAny(s, penaltyWords...)
	f.Bounded = containsAny(s, boundWords...)
	f.Denied = containsAny(s, denyWords...)
	rated := map[int]bool{}
	if late {
		for _, m := range reRate.FindAllStringSubmatchIndex(s, -1) {
			unit := s[m[2]:m[3]]
			if m[2] > 0 && s[m[2]-1] >= '0' && s[m[2]-1] <= '9' && !strings.HasSuffix(unit, "당") && !strings.HasSuffix(unit, "마다") {
				continue // 3일 늦으면: a duration, not a period of the rate
			}
			r, _ := strconv.ParseFloat(s[m[4]:m[5]], 64)
			mult := 1.0
			switch {
			case strings.HasPrefix(unit, "연") || strings.HasPrefix(unit, "년"):
			case strings.Contains(unit, "월") || strings.Contains(unit, "달"):
				mult = 12
			case strings.Contains(unit, "주"):
				mult = 52
			default:
				mult = 365
			}
			f.Rates = append(f.Rates, r*mult)
			rated[m[4]] = true
		}
		for _, m := range rePct.FindAllStringSubmatchIndex(s, -1) {
			if !rated[m[2]] && !increase {
				f.LateLump = true
			}
		}
		perDay := containsAny(s, "이후 매일", "일마다", "일수마다", "하루마다", "1일당", "일당", "하루에", "하루씩", "하루 만", "하루 천")
		if reDaily.MatchString(s) || containsAny(s, "일 단위로 가산") || (perDay && (strings.Contains(s, "원") || strings.Contains(s, "%"))) {
			f.DailyFine = true
		}
	}
	if containsAny(s, "복리", "이자에도", "이자에 또", "원금에 합산", "원금에 가산") {
		f.Compound = true
	}
	if containsAny(s, "단리", "이자에 이자 부과 불가", "이자에 이자는 안", "이자에 이자를 붙이지") {
		f.Simple, f.Compound = true, false
	}
	if increase {
		for _, m := range rePct.FindAllStringSubmatch(s, -1) {
			v, _ := strconv.ParseFloat(m[1], 64)
			f.Increases = append(f.Increases, v)
		}
		for _, m := range reFraction.FindAllStringSubmatch(s, -1) {
			d, _ := strconv.ParseFloat(m[1], 64)
			n, _ := strconv.ParseFloat(m[2], 64)
			if d > 0 {
				f.Increases = append(f.Increases, 100*n/d)
			}
		}
		for _, m := range reAmountTo.FindAllStringSubmatch(s, -1) {
			from := amount(m[1], m[2], m[3], m[4])
			to := amount(m[5], m[6], m[7], m[8])
			if from > 0 && to > from {
				f.Increases = append(f.Increases, 100*(to-from)/from)
			}
		}
	}
	f.Increases = append(f.Increases, arrowIncreases(s)...)
	if late && containsAny(s, terminateWords...) {
		switch m := reLateCount.FindStringSubmatch(s); {
		case containsAny(s, "하루라도", "한 번이라도", "한번이라도", "1회라도", "한 번만", "한번만", "한 달이라도"):
			f.LateTerms = 1
		case m != nil:
			f.LateTerms = countOf(m[1])
		}
		f.LateTermsRent = containsAny(s, "차임", "월세", "임대료", "집세")
	}
	if containsAny(s, "보증금 전액", "보증금 전부", "보증금 모두", "보증금은 전액", "보증금을 전액") && (penalty || late) {
		f.WholeDeposit = true
	}
	if penalty || late {
		for _, m := range reMonths.FindAllStringSubmatch(s, -1) {
			f.PenaltyMonths = max(f.PenaltyMonths, countOf(m[1]))
		}
		if i := strings.Index(s, "보증금의"); i >= 0 {
			if m := rePct.FindStringSubmatch(s[i:]); m != nil {
				f.PenaltyPct, _ = strconv.ParseFloat(m[1], 64)
			}
		}
	}
	for _, m := range reTimes.FindAllStringSubmatch(s, -1) {
		n := countOf(m[2])
		switch {
		case m[1] == "계약금" && n >= 3:
			f.PenaltyMonths = max(f.PenaltyMonths, 2) // far above the earnest money
		case m[1] != "계약금" && n >= 1.5 && (late || penalty):
			f.LateLump = true
		}
	}
	if containsAny(s, "계약금 상당액", "계약금을 위약금", "계약금은 위약금", "계약금 상당", "계약금의 배액", "계약금의 두 배", "계약금 배액") {
		f.Earnest = true
	}
	if containsAny(s, "통지", "통보", "알리", "알린", "알려", "연락", "고지") {
		for _, m := range reNotice.FindAllStringSubmatch(s, -1) {
			n := countOf(m[1])
			switch m[2] {
			case "주", "주일":
				n *= 7
			case "개월", "달":
				n *= 30
			}
			f.NoticeDays = append(f.NoticeDays, n)
		}
	}
	return f
}

// moneyWords mark a clause whose bare numbers are sums of money (월 50 →
// 55 is 만 원 a month).
var moneyWords = []string{"월세", "차임", "보증금", "관리비", "임대료", "전세금", "월 ", "만원", "만 원", "rent"}

// arrowIncreases reads increases written as one sum changed into another
// (월세 60만원→70만원, 월 50→55, 50 -> 53만원): the rise in
// percent of each arrow whose right side is larger, in a clause about
// money. A number that is part of a date, a duration or a floor (7/1→7/15,
// 2년→1년) is no sum.
func arrowIncreases(s string) []float64 {
	if !containsAny(s, moneyWords...) {
		return nil
	}
	var out []float64
	for _, m := range reArrow.FindAllStringSubmatchIndex(s, -1) {
		if m[0] > 0 && strings.ContainsAny(s[m[0]-1:m[0]], "/.:-") {
			continue
		}
		if rest := s[m[1]:]; rest != "" && strings.ContainsAny(rest[:1], "/.:%") || startsAny(rest, "년", "개월", "월", "일", "시", "층", "호", "평", "명", "대", "세") {
			continue
		}
		u1, u2 := group(s, m, 2), group(s, m, 4)
		if u1 == "" {
			u1 = u2
		}
		if u2 == "" {
			u2 = u1
		}
		from, to := amount(group(s, m, 1), u1, "", ""), amount(group(s, m, 3), u2, "", "")
		if from > 0 && to > from {
			out = append(out, 100*(to-from)/from)
		}
	}
	return out
}

// group is the text of submatch k of a FindAllStringSubmatchIndex match m.
func group(s string, m []int, k int) string {
	if m[2*k] < 0 {
		return ""
	}
	return s[m[2*k]:m[2*k+1]]
}

func startsAny(s string, prefixes ...string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// amount reads 1억 3천 (만 원) as a number of 만 원.
func amount(n1, u1, n2, u2 string) float64 {
	unit := func(u string) float64 {
		switch u {
		case "억":
			return 10000
		case "천만":
			return 1000
		case "천":
			return 1000
		}
		return 1
	}
	v, _ := strconv.ParseFloat(n1, 64)
	total := v * unit(u1)
	if n2 != "" {
		w, _ := strconv.ParseFloat(n2, 64)
		if u2 == "" && u1 == "억" {
			u2 = "만"
		}
		total += w * unit(u2)
	}
	return total
}

// Unlawful reports whether the clause's numbers break a statutory line
// that leaves no room for judgement: a yearly interest rate above
// InterestCapYearly that is charged (not a ceiling, not denied); a late
// charge that is a share of the debt with no period or a fixed sum per day
// (both far above the cap for any delay of days); an increase above
// RentIncreaseCap; the whole deposit, or two months' rent or more, kept as a
// penalty.
func (f numFacts) Unlawful() bool {
	// A bound does not save a number above the line (연 24%를 넘지 않는
	// 범위 still allows 24%); a denial does (연체료 30%를 받지 않아요).
	if f.Denied {
		return false
	}
	if f.LateLump || f.DailyFine || f.PenaltyMonths >= 2 {
		return true
	}
	for _, r := range f.Rates {
		if r > InterestCapYearly {
			return true
		}
	}
	for _, v := range f.Increases {
		if v > RentIncreaseCap {
			return true
		}
	}
	return f.WholeDeposit
}

// numericFeatures are the features of a clause's numbers for the fairness
// model: "n:" + what the number means against the law (interest over or
// within the cap, increase over or within 5%, penalty kinds, notice
// periods), plus "n:unlawful" when Unlawful holds.
func numericFeatures(text string) []string { return numericFeaturesOf(numericFacts(text)) }

// numericFeaturesOf is numericFeatures of the facts already read.
func numericFeaturesOf(f numFacts) []string {
	var out []string
	add := func(s string) { out = append(out, "n:"+s) }
	for _, r := range f.Rates {
		switch {
		case r <= InterestCapYearly:
			add("interest_within_cap")
		default:
			add("interest_over_cap")
		}
	}
	if f.LateLump {
		add("late_lump")
	}
	if f.DailyFine {
		add("late_daily_fine")
	}
	if f.Compound {
		add("compound")
	}
	if f.Simple {
		add("simple_interest")
	}
	for _, v := range f.Increases {
		if v <= RentIncreaseCap {
			add("increase_within_cap")
		} else {
			add("increase_over_cap")
		}
	}
	if f.WholeDeposit {
		add("penalty_whole_deposit")
	}
	switch {
	case f.PenaltyMonths >= 2:
		add("penalty_months_2+")
	case f.PenaltyMonths >= 1:
		add("penalty_month")
	}
	if f.PenaltyPct >= 10 {
		add("penalty_deposit_pct")
	}
	if f.Earnest {
		add("penalty_earnest")
	}
	for _, d := range f.NoticeDays {
		switch {
		case d < 30:
			add("notice_under_month")
		case d < 60:
			add("notice_month")
		default:
			add("notice_2months+")
		}
	}
	switch {
	case f.LateTerms >= 2 && f.LateTermsRent:
		add("late_terminate_2+")
	case f.LateTerms > 0:
		add("late_terminate_under_2")
	}
	if f.Bounded {
		add("bounded")
	}
	if f.Denied {
		add("denied")
	}
	if f.Unlawful() {
		add("unlawful")
	}
	return out
}
