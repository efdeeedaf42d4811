package clause

import (
	"slices"
	"testing"
)

func TestNumericFacts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text     string
		unlawful bool
		want     []string // numericFeatures that must be present
	}{
		// Interest: the period converts to a yearly rate; 20% a year is the cap.
		{"월세 연체 시 연 30%의 연체이자를 가산한다.", true, []string{"n:interest_over_cap"}},
		{"차임 연체이자: 월 3%(일할 계산).", true, []string{"n:interest_over_cap"}},
		{"관리비가 밀리면 하루 0.3%씩 연체료가 붙어요.", true, []string{"n:interest_over_cap"}},
		{"연체료는 일 0.1%로 한다.", true, []string{"n:interest_over_cap"}},
		{"월세가 늦어지면 연 12%의 지연손해금을 낸다.", false, []string{"n:interest_within_cap"}},
		{"연체이자: 연 5%(법정이율), 실제 지연 일수로 계산.", false, []string{"n:interest_within_cap"}},
		{"지연이자는 연 20%로 한다.", false, []string{"n:interest_within_cap"}},
		{"월 1%의 지연이자를 가산한다.", false, []string{"n:interest_within_cap"}},
		{"지연손해금 이율은 연 24%를 넘지 않는 범위에서 정한다.", true, []string{"n:bounded", "n:interest_over_cap"}},
		{"지연손해금은 연 12%를 넘지 아니하는 범위에서 계산한다.", false, []string{"n:bounded", "n:interest_within_cap"}},
		{"공과금 늦게 갚으시면 연 30퍼센트 이자 받을게요.", true, []string{"n:interest_over_cap"}},
		{"지체일수 1일당 잔금의 0.2퍼센트를 지연손해금으로 지급한다.", true, []string{"n:interest_over_cap"}},
		{"월세 늦으면 그 달은 월세를 1.5배로 받을게요.", true, []string{"n:late_lump"}},
		{"인도 지연 1일마다 월 차임의 50퍼센트를 손해배상금으로 지급한다.", true, []string{"n:late_daily_fine"}},
		{"월세 사흘만 늦어도 위약금으로 석 달 치 월세 받을 거예요.", true, []string{"n:penalty_months_2+"}},
		{"계약 깨시면 계약금 세 배 주셔야 돼요.", true, nil},
		{"임대인이 위약하면 계약금의 배액을 상환한다.", false, []string{"n:penalty_earnest"}},
		{"매년 차임을 직전 차임의 7퍼센트 범위에서 증액할 수 있다.", true, []string{"n:increase_over_cap"}},
		// A late fee with no period, fines per day, compound interest.
		{"월세가 3일 늦으면 월세의 20%를 연체료로 더 낸다.", true, []string{"n:late_lump"}},
		{"차임 지체 시 지체 일수마다 1만원씩 가산한다.", true, []string{"n:late_daily_fine"}},
		{"월세 1일 지연 시 연체료 5만 원, 이후 매일 1만 원 가산.", true, []string{"n:late_daily_fine"}},
		{"연체 관리비에는 월 5% 복리 이자가 붙는다.", true, []string{"n:compound", "n:interest_over_cap"}},
		{"연체이자는 원금에만 단리로 부과한다.", false, []string{"n:simple_interest"}},
		// Increases: above 5% is unlawful, 5% or 20분의 1 is not.
		{"월세는 계약 1년이 지나면 자동으로 15% 인상됨", true, []string{"n:increase_over_cap"}},
		{"갱신 시 보증금을 10% 올리기로 한다.", true, []string{"n:increase_over_cap"}},
		{"차임 증액은 5% 이내로 한다.", false, []string{"n:increase_within_cap"}},
		{"증액은 약정한 차임의 20분의 1을 넘지 않는다.", false, []string{"n:increase_within_cap"}},
		{"갱신 시 전세 보증금은 1억에서 1억3천으로 올리는 걸로 합의함", true, []string{"n:increase_over_cap"}},
		{"보증금은 2억에서 2억 1천만으로 올린다.", false, []string{"n:increase_within_cap"}},
		// Increases written as one sum turned into another, with or
		// without units; a date, a duration or a fall is no increase.
		{"재계약 시 월 45→50으로 조정", true, []string{"n:increase_over_cap"}},
		{"보증금 5000만원 -> 5500만원 (갱신)", true, []string{"n:increase_over_cap"}},
		{"갱신하면 월세 70만원 → 73만원", false, []string{"n:increase_within_cap"}},
		{"관리비 9만→8만으로 내림", false, nil},
		{"월세 입금일 3/2→3/9로 변경", false, nil},
		{"월세 그대로, 계약기간 2년→1년", false, nil},
		// Ending the lease for late rent: two periods (민법 제640조) or fewer.
		{"월세를 2기 이상 밀리면 집주인은 계약을 해지할 수 있다.", false, []string{"n:late_terminate_2+"}},
		{"차임이 두 번 연체되면 임대인이 계약을 끝낼 수 있음", false, []string{"n:late_terminate_2+"}},
		{"월세 한 번이라도 늦으면 바로 나가야 함", false, []string{"n:late_terminate_under_2"}},
		{"관리비 두 번 밀리면 계약 해지", false, []string{"n:late_terminate_under_2"}},
		// Penalties: the whole deposit, months of rent, the earnest money.
		{"세입자가 중간에 나가면 보증금 전액을 위약금으로 한다.", true, []string{"n:penalty_whole_deposit"}},
		{"하루만 늦어도 월세 두 달 치를 위약금으로 받아요.", true, []string{"n:penalty_months_2+"}},
		{"중도 해지 시 보증금의 20%를 위약금으로 지급한다.", false, []string{"n:penalty_deposit_pct"}},
		{"계약 해제 시 계약금 상당액을 위약금으로 한다.", false, []string{"n:penalty_earnest"}},
		{"중도 해지 시 월세 1개월분을 위약금으로 한다.", false, []string{"n:penalty_month"}},
		{"지연 일수마다 2만원씩 가산하며 상한은 없음.", true, []string{"n:late_daily_fine"}},
		{"보증금에서 공제한 뒤로는 연 30% 이자 발생 없음.", false, []string{"n:denied"}},
		// Denied: the number names what does not happen.
		{"이틀 늦는 걸로 연체료 30%를 받지 않아요.", false, []string{"n:denied"}},
		// Notice periods.
		{"임대인은 만기 6개월 전부터 2개월 전까지 갱신 거절을 통지한다.", false, []string{"n:notice_2months+"}},
		{"해지하려면 7일 전에 알린다.", false, []string{"n:notice_under_month"}},
		// No numbers.
		{"임대인은 보증금을 돌려준다.", false, nil},
	}
	for _, tt := range tests {
		f := numericFacts(tt.text)
		if got := f.Unlawful(); got != tt.unlawful {
			t.Errorf("numericFacts(%q).Unlawful() = %v, want %v (%+v)", tt.text, got, tt.unlawful, f)
		}
		got := numericFeatures(tt.text)
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("numericFeatures(%q) lacks %s; got %v", tt.text, w, got)
			}
		}
		if tt.want == nil && !tt.unlawful && len(got) > 0 {
			t.Errorf("numericFeatures(%q) = %v, want none", tt.text, got)
		}
		if slices.Contains(got, "n:unlawful") != tt.unlawful {
			t.Errorf("numericFeatures(%q): n:unlawful disagrees with Unlawful", tt.text)
		}
	}
}

func TestFloorUnlawful(t *testing.T) {
	t.Parallel()
	th := VerdictThresholds{Low: 0.3, Flag: 0.6, High: 0.9}
	if got := floorUnlawful("늦게 내시면 연 30%로 계산해서 받을 거예요.", 0.1, th); got != th.Flag {
		t.Errorf("an unlawful rate is floored to %v, want Flag %v", got, th.Flag)
	}
	if got := floorUnlawful("늦게 내시면 연 30%로 계산해서 받을 거예요.", 0.95, th); got != 0.95 {
		t.Errorf("a score above Flag moved to %v", got)
	}
	if got := floorUnlawful("늦으면 연 12%로 계산해요.", 0.1, th); got != 0.1 {
		t.Errorf("a lawful rate moved to %v", got)
	}
	if got := floorUnlawful("Late fees accrue at 30% per year.", 0.1, th); got != 0.1 {
		t.Errorf("an English clause moved to %v", got)
	}
}
