package clause

import (
	"slices"
	"testing"
)

func TestLeaseFrames(t *testing.T) {
	t.Parallel()
	tests := []struct {
		text string
		want []string // frames that must be present
		not  []string // frames that must be absent
	}{
		// Waiving the renewal right, however it is phrased.
		{"임차인은 계약 갱신을 요구할 권리를 미리 포기한다.", []string{"f:tenant:neg:RIGHT_USE:RENEWAL"}, []string{"f:tenant:pos:RIGHT_USE:RENEWAL"}},
		{"세입자는 갱신요구권을 행사하지 않기로 함", []string{"f:tenant:neg:RIGHT_USE:RENEWAL"}, nil},
		{"을은 갱신 청구 불가.", []string{"f:tenant:neg:RIGHT_USE:RENEWAL"}, nil},
		{"임차인은 갱신요구권을 행사할 수 있다.", []string{"f:tenant:pos:RIGHT_USE:RENEWAL", "fm:tenant:may:RIGHT_USE"}, []string{"f:tenant:neg:RIGHT_USE:RENEWAL"}},
		// A right named by statute.
		{"임차인은 임차권등기명령을 신청하지 않는다.", []string{"f:tenant:neg:RIGHT_USE:REGISTRATION"}, nil},
		{"을은 임대인의 동의 없이 전입신고를 할 수 없다.", []string{"f:tenant:neg:REGISTRATION", "f:tenant:neg:CONSENT", "fm:tenant:cannot:REGISTRATION"}, nil},
		// Returning the deposit: said, denied, forbidden in noun style.
		{"임대인은 보증금을 반환한다.", []string{"f:landlord:pos:RETURN:DEPOSIT"}, []string{"f:landlord:neg:RETURN:DEPOSIT"}},
		{"집주인은 전세금을 돌려주지 않는다.", []string{"f:landlord:neg:RETURN:DEPOSIT"}, nil},
		{"중도 퇴실 시 보증금 반환 불가.", []string{"f:neg:RETURN:DEPOSIT", "fm:none:cannot:RETURN"}, nil},
		// A party's permission written as the other's duty.
		{"임대인이 요구하면 임차인은 즉시 집을 보여주어야 한다.", []string{"if:landlord:RIGHT_USE", "fm:tenant:must:ENTER"}, nil},
		{"집주인은 언제든지 세입자에게 알리지 않고 집에 들어갈 수 있다.", []string{"f:landlord:neg:NOTIFY:ANY", "fm:landlord:may:ENTER"}, nil},
		// Who bears repairs.
		{"건물의 모든 수리비용은 임차인이 부담한다.", []string{"f:tenant:pos:BEAR", "c:REPAIR", "c:ANY"}, nil},
		{"주요 설비의 수리비는 임대인이 부담한다.", []string{"f:landlord:pos:BEAR", "c:REPAIR"}, []string{"f:tenant:pos:BEAR"}},
		// Brokerage fee, mortgage, court.
		{"중개보수는 임차인이 전부 부담하기로 함", []string{"fm:tenant:must:BEAR", "c:BROKER_FEE"}, []string{"c:REPAIR"}},
		{"임대인은 계약기간 중 근저당을 설정할 수 있다.", []string{"c:MORTGAGE", "fm:landlord:may:DO"}, nil},
		{"모든 분쟁은 임대인 주소지 법원을 관할로 한다.", []string{"c:COURT", "c:ANY"}, nil},
	}
	for _, tt := range tests {
		got := leaseFrames(tt.text)
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("leaseFrames(%q) lacks %s; got %v", tt.text, w, got)
			}
		}
		for _, w := range tt.not {
			if slices.Contains(got, w) {
				t.Errorf("leaseFrames(%q) has %s", tt.text, w)
			}
		}
	}
}

func TestConceptsOf(t *testing.T) {
	t.Parallel()
	tests := []struct {
		stem string
		want []string
	}{
		{"갱신요구권", []string{"RENEWAL", "RIGHT_USE"}},
		{"중개보수", []string{"BROKER_FEE"}},
		{"보증금", []string{"DEPOSIT"}},
		{"내", []string{"BEAR"}},
		{"내용", nil}, // 내 only as a whole stem
		{"보험", nil}, // 보 only as a whole stem
		{"민법", []string{"LAW"}},
		{"임차권등기명령", []string{"REGISTRATION"}},
	}
	for _, tt := range tests {
		if got := conceptsOf(tt.stem); !slices.Equal(got, tt.want) {
			t.Errorf("conceptsOf(%q) = %v, want %v", tt.stem, got, tt.want)
		}
	}
}
