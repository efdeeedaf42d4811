package clause

import "testing"

// TestDoubtHigh: a clause that carves out an exception, puts a duty on the
// landlord, keeps a power from the landlord, keeps a right of the tenant's
// or denies its own numbers gives doubt, so it is never judged confidently
// unfair; a plain unfair clause gives none.
func TestDoubtHigh(t *testing.T) {
	t.Parallel()
	tests := []struct{ text, want string }{
		{"임대인은 자기 과실이 없는 한 세입자 물건의 분실을 책임지지 않는다.", "saving"},
		{"원상복구 비용은 세입자가 내되, 오래 살아 생긴 변색은 제외한다. 다만 담배 자국은 예외로 한다.", "saving"},
		{"집주인은 잔금 날 대출을 갚고 근저당을 말소한다.", "landlord_duty"},
		{"임대인은 계약이 끝나는 날 보증금을 돌려준다.", "landlord_duty"},
		// What the landlord pays, as an adnominal, is no duty taken on.
		{"갑이 물어주는 돈은 최대 10만원으로 제한한다.", ""},
		{"임대인은 계약 기간 동안 월세를 올리지 않는다.", "landlord_forbears"},
		{"집주인은 세입자 허락 없이 방에 들어가지 않는다.", "landlord_forbears"},
		{"세입자는 두 달 전에 알리고 계약을 해지할 수 있다.", "tenant_right"},
		{"늦게 낸 관리비에 이자는 받지 않아요.", "landlord_forbears"},
		{"정산서에 적힌 것 말고는 더 청구하지 않는다.", "denied"},
		// Plain unfair clauses: no doubt.
		{"세입자는 갱신 요구를 하지 않기로 한다.", ""},
		{"수리비는 원인과 관계없이 세입자가 낸다.", ""},
		{"The landlord may keep the deposit.", ""},
	}
	for _, tt := range tests {
		if got := doubtHigh(tt.text); got != tt.want {
			t.Errorf("doubtHigh(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestFaultKept: denying the landlord's liability only where the landlord
// is not at fault restates the law; reaching the landlord's fault too, or
// limiting what the landlord pays for it, does not.
func TestFaultKept(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want bool
	}{
		{"세입자 짐이 없어진 것은 임대인의 과실이 없는 한 임대인이 책임지지 않는다.", true},
		{"집주인 잘못이 아니면 집주인은 물어주지 않는다", true},
		{"임대인의 고의나 과실로 인한 경우를 제외하고 임대인은 배상하지 아니한다", true},
		{"임대인의 과실이 있더라도 임대인은 책임지지 않는다", false},
		{"임대인은 과실 여부와 관계없이 배상하지 않는다", false},
		{"갑이 잘못해서 난 사고여도 갑이 물어주는 돈은 20만원까지로 한다", false},
		{"임차인의 과실이 없으면 임차인은 수리비를 내지 않는다", false}, // the tenant's fault, the tenant's cost
	}
	for _, tt := range tests {
		if got := faultKept(tt.text); got != tt.want {
			t.Errorf("faultKept(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
