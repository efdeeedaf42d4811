package clause

import (
	"slices"
	"testing"
)

func TestSplitClauses(t *testing.T) {
	t.Parallel()

	tests := []struct {
		name string
		text string
		want []string
	}{
		{name: "empty", text: "", want: nil},
		{name: "blank lines and separators", text: "\n  \n-----\n====\n", want: nil},
		{
			name: "korean special terms",
			text: "[특약사항]\n1. 현 시설 상태에서의 임대차 계약이다.\n2. 임차인은 반려동물을 사육하지 않는다.\n3) 보증금은 퇴거 후 3개월 이내에 반환한다.\n",
			want: []string{
				"1. 현 시설 상태에서의 임대차 계약이다.",
				"2. 임차인은 반려동물을 사육하지 않는다.",
				"3) 보증금은 퇴거 후 3개월 이내에 반환한다.",
			},
		},
		{
			name: "continuation lines join their term",
			text: "특약사항\r\n1. 임차인은 계약 기간 중\r\n   모든 수리비를 부담한다.\r\n2. 관리비는 별도이다.",
			want: []string{"1. 임차인은 계약 기간 중 모든 수리비를 부담한다.", "2. 관리비는 별도이다."},
		},
		{
			name: "circled terms on one line after a heading",
			text: "특약: ① 보증금 반환은 신규 임차인 입주 후로 한다. ② 도배는 임차인 부담.③ 전입신고 불가",
			want: []string{"① 보증금 반환은 신규 임차인 입주 후로 한다.", "② 도배는 임차인 부담.", "③ 전입신고 불가"},
		},
		{
			name: "numbered terms on one line, decimals kept",
			text: "특약사항 1. 애완동물 금지 2. 보증금 1.5억원은 퇴거 시 반환 3. 도배 장판 교체",
			want: []string{"1. 애완동물 금지", "2. 보증금 1.5억원은 퇴거 시 반환", "3. 도배 장판 교체"},
		},
		{
			name: "inline list inside prose",
			text: "임대인은 다음을 약정한다 (1) 수선 의무 (2) 보증금 반환",
			want: []string{"임대인은 다음을 약정한다", "(1) 수선 의무", "(2) 보증금 반환"},
		},
		{
			name: "korean articles with paragraphs",
			text: "제1조 (목적) 위 부동산의 임대차에 관하여 다음과 같이 계약한다.\n" +
				"제2조(존속기간)\n임대인은 위 부동산을 인도한다.\n" +
				"제3조의2 (위약금)\n① 임차인이 중도 해지하면 보증금의 10%를 위약금으로 한다.\n\n② 임대인이 해지하는 경우도 같다.\n" +
				"제4조 (기타)\n",
			want: []string{
				"제1조 (목적) 위 부동산의 임대차에 관하여 다음과 같이 계약한다.",
				"제2조(존속기간) 임대인은 위 부동산을 인도한다.",
				"제3조의2 (위약금) ① 임차인이 중도 해지하면 보증금의 10%를 위약금으로 한다.",
				"제3조의2 (위약금) ② 임대인이 해지하는 경우도 같다.",
			},
		},
		{
			name: "article heading then blank line then body",
			text: "제 5 조 【해지】\n\n임대인은 2기 차임 연체 시 해지할 수 있다.",
			want: []string{"제 5 조 【해지】 임대인은 2기 차임 연체 시 해지할 수 있다."},
		},
		{
			name: "prose after an article leaves it",
			text: "제9조 (기타) 기타 사항은 관례에 따른다.\n\n위 계약을 증명하기 위하여 서명한다. 각 1통씩 보관한다.",
			want: []string{"제9조 (기타) 기타 사항은 관례에 따른다.", "위 계약을 증명하기 위하여 서명한다.", "각 1통씩 보관한다."},
		},
		{
			name: "english articles",
			text: "Article 5 (Termination)\nThe landlord may terminate on two months' notice.\nSection 6. Tenant may sublet.",
			want: []string{"Article 5 (Termination) The landlord may terminate on two months' notice.", "Section 6 Tenant may sublet."},
		},
		{
			name: "article reference is not an article",
			text: "제1조에 따라 임차인은 보증금을 지급한다.",
			want: []string{"제1조에 따라 임차인은 보증금을 지급한다."},
		},
		{
			name: "korean letters",
			text: "가. 임대료는 매월 말일 지급\n나) 관리비 별도\n(다) 주차 불가",
			want: []string{"가. 임대료는 매월 말일 지급", "나) 관리비 별도", "(다) 주차 불가"},
		},
		{
			name: "bullets",
			text: "- 반려동물 금지\n* 흡연 금지\n•주차 1대\n· 도배 새로 함",
			want: []string{"- 반려동물 금지", "* 흡연 금지", "•주차 1대", "· 도배 새로 함"},
		},
		{
			name: "korean prose sentences",
			text: "임대인은 보증금을 반환한다. 임차인은 주택을 인도한다.관리비는 별도이다",
			want: []string{"임대인은 보증금을 반환한다.", "임차인은 주택을 인도한다.", "관리비는 별도이다"},
		},
		{
			name: "english prose with decimals and abbreviations",
			text: "The tenant shall pay rent monthly. The deposit is 1.5 months of rent, e.g. USD 3,000.\nLate fees apply! Is that clear? Mr. Kim signs at 5 p.m. daily. See www.example.com now.",
			want: []string{
				"The tenant shall pay rent monthly.",
				"The deposit is 1.5 months of rent, e.g. USD 3,000.",
				"Late fees apply!",
				"Is that clear?",
				"Mr. Kim signs at 5 p.m. daily.",
				"See www.example.com now.",
			},
		},
		{
			name: "closing quote stays with its sentence",
			text: `He said "no." Then he left. Keys, etc. are returned.`,
			want: []string{`He said "no."`, "Then he left.", "Keys, etc. are returned."},
		},
		{
			name: "english contract with headings and lettered items",
			text: "LEASE AGREEMENT\n\nSpecial terms:\n(a) Tenant waives any right to renew.\n(b) Landlord may enter at any time.\n\n1.1 The term is twelve months.\n1.2 Rent is due monthly.",
			want: []string{
				"(a) Tenant waives any right to renew.",
				"(b) Landlord may enter at any time.",
				"1.1 The term is twelve months.",
				"1.2 Rent is due monthly.",
			},
		},
		{
			name: "online terms",
			text: "# Terms of Service\n\nBy using the service you agree to these terms. We may change them at any time.\n\nc) Disputes go to arbitration in Delaware.",
			want: []string{
				"By using the service you agree to these terms.",
				"We may change them at any time.",
				"c) Disputes go to arbitration in Delaware.",
			},
		},
		{
			name: "statute markdown paragraphs",
			text: "**①** 임대차는 그 등기가 없는 경우에도 효력이 생긴다.\n\n**②** 제1항을 준용한다.",
			want: []string{"① 임대차는 그 등기가 없는 경우에도 효력이 생긴다.", "② 제1항을 준용한다."},
		},
		{
			name: "pure headings only",
			text: "특약사항\n[특약 사항]\n주택임대차표준계약서\nSpecial Terms:\n",
			want: nil,
		},
		{
			name: "bare markers dropped",
			text: "1.\n2. 보증금은 반환한다.\n-",
			want: []string{"2. 보증금은 반환한다."},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			got := SplitClauses(tt.text)
			if !slices.Equal(got, tt.want) {
				t.Errorf("SplitClauses(%q)\n got %q\nwant %q", tt.text, got, tt.want)
			}
		})
	}
}
