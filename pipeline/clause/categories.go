package clause

import (
	"fmt"
	"strings"
)

// Category describes one unfair-term category the judges know: how severe
// it is and what the embedded judge says about it in each language.
type Category struct {
	// Risk is the risk level of a clause confidently in this category.
	Risk string
	// Explain says why such a clause is unfair, per language.
	Explain map[string]string
	// Suggest is a fairer wording, per language.
	Suggest map[string]string
}

// Categories are the known labels: the eight LexGLUE UNFAIR-ToS categories
// and the sixteen Korean residential-lease categories of the starter corpus
// (four of which, unilateral_change, jurisdiction, limitation_of_liability
// and unilateral_termination, are shared with UNFAIR-ToS). A
// corpus may use other labels; they get generic texts. The map is new on
// every call.
func Categories() map[string]Category {
	return map[string]Category{
		"arbitration": {RiskHigh,
			map[string]string{"en": "Disputes must go to arbitration, which takes away the right to go to court.", "ko": "분쟁을 중재로만 해결하게 하여 법원에서 재판받을 권리를 빼앗습니다."},
			map[string]string{"en": "Either party may bring a dispute before the competent court; arbitration applies only if both parties agree to it after the dispute arises.", "ko": "분쟁이 생기면 각 당사자는 관할 법원에 소를 제기할 수 있으며, 중재는 분쟁 발생 후 양 당사자가 합의한 경우에만 한다."}},
		"unilateral_change": {RiskMedium,
			map[string]string{"en": "One side may change the terms on its own, without the other side's consent.", "ko": "임대인이나 사업자 한쪽이 상대방의 동의 없이 계약 내용(관리비, 사용 조건 등)을 마음대로 바꿀 수 있게 합니다."},
			map[string]string{"en": "Changes to these terms take effect only after reasonable prior notice and the other party's consent; a party who does not agree may end the contract without penalty.", "ko": "계약 내용의 변경은 상당한 기간 전에 알리고 상대방의 동의를 받아야 효력이 있으며, 동의하지 않는 당사자는 위약금 없이 계약을 해지할 수 있다."}},
		"content_removal": {RiskMedium,
			map[string]string{"en": "The provider may remove the user's content at its discretion, without notice or reason.", "ko": "사업자가 이유나 통지 없이 이용자의 콘텐츠를 임의로 삭제할 수 있게 합니다."},
			map[string]string{"en": "Content may be removed only for a stated breach of these terms, with notice to the user and a chance to respond.", "ko": "콘텐츠는 약관 위반 사유를 밝히고 이용자에게 알린 뒤 소명 기회를 준 경우에만 삭제할 수 있다."}},
		"jurisdiction": {RiskMedium,
			map[string]string{"en": "Disputes must be brought in a court chosen by the provider, which may be far from the consumer.", "ko": "임대인이나 사업자에게 유리한 법원에서만 분쟁을 다투게 하여 상대방의 소송을 어렵게 합니다."},
			map[string]string{"en": "A consumer may bring or defend a claim in the courts of the place where the consumer lives.", "ko": "이 계약에 관한 소송은 민사소송법에 따른 관할 법원(주택 소재지 또는 피고 주소지의 법원 등)에 제기할 수 있다."}},
		"choice_of_law": {RiskLow,
			map[string]string{"en": "A law chosen by the provider governs the contract, which may deprive consumers of protections of their own law.", "ko": "사업자가 정한 나라의 법을 적용하게 하여 상대방이 자국 법의 보호를 받지 못할 수 있습니다."},
			map[string]string{"en": "The agreed law applies without depriving the consumer of the protection of the mandatory rules of the consumer's own country.", "ko": "준거법 합의는 상대방이 자신의 거주지 법의 강행규정에 따른 보호를 받는 것을 배제하지 않는다."}},
		"limitation_of_liability": {RiskHigh,
			map[string]string{"en": "The provider excludes or caps its liability, even for damage it causes through its own fault.", "ko": "임대인이나 사업자가 자기 잘못으로 생긴 손해(누수, 하자 등)까지 책임을 지지 않거나 책임을 부당하게 제한합니다."},
			map[string]string{"en": "Each party is liable for damage caused by its intent or negligence; limits apply only to indirect damage and never to injury, gross negligence or intent.", "ko": "각 당사자는 자신의 고의 또는 과실로 생긴 손해를 배상하며, 고의나 중대한 과실로 인한 책임은 제한하지 않는다."}},
		"unilateral_termination": {RiskHigh,
			map[string]string{"en": "One side may end the contract or the service at any time, without cause or notice.", "ko": "임대인이나 사업자 한쪽이 법이 정한 사유나 통지 없이 언제든 계약을 끝내고 상대방을 내보낼 수 있게 합니다."},
			map[string]string{"en": "The contract may be terminated only for a material breach that is not remedied within a reasonable period after written notice.", "ko": "계약은 상대방이 중대한 의무를 위반하고 서면 통지 후 상당한 기간 내에 시정하지 않은 경우에만 해지할 수 있다."}},
		"contract_by_using": {RiskLow,
			map[string]string{"en": "Merely using the service is taken as accepting all the terms, without an informed, explicit agreement.", "ko": "서비스를 이용하기만 해도 모든 약관에 동의한 것으로 보아 명시적인 동의 절차를 생략합니다."},
			map[string]string{"en": "These terms bind the user once the user has been shown them and has expressly accepted them.", "ko": "이용자가 약관의 내용을 안내받고 명시적으로 동의한 때에 약관이 효력을 가진다."}},
		"deposit_return": {RiskHigh,
			map[string]string{"en": "The return of the deposit is delayed, made conditional or cut, contrary to the tenant's right to get it back when the home is handed over.", "ko": "보증금 반환을 미루거나 조건을 붙이거나 깎아, 집을 돌려줄 때 보증금을 돌려받을 임차인의 권리를 해칩니다."},
			map[string]string{"en": "The landlord returns the full deposit on the day the tenant hands over the home, less only unpaid rent and damage the tenant caused, documented to the tenant.", "ko": "임대인은 임차인이 주택을 인도하는 날 보증금 전액을 반환하며, 연체 차임과 임차인이 낸 손해로서 근거를 제시한 금액만 공제한다."}},
		"repair_burden": {RiskMedium,
			map[string]string{"en": "The tenant bears repairs that the landlord must make, such as major or structural repairs and normal wear.", "ko": "임대인이 해야 할 주요 수선이나 통상적인 노후에 따른 수리 비용을 임차인에게 떠넘깁니다."},
			map[string]string{"en": "The landlord keeps the home fit for use and bears major and structural repairs; the tenant bears only minor repairs and damage the tenant caused.", "ko": "임대인은 주택을 사용에 필요한 상태로 유지하고 주요 설비와 구조의 수선을 부담하며, 임차인은 소모품 교체 등 경미한 수선과 자신의 과실로 인한 손상만 부담한다."}},
		"renewal_waiver": {RiskHigh,
			map[string]string{"en": "The tenant gives up the statutory right to renew the lease, which the law does not allow.", "ko": "법이 보장하는 임차인의 계약갱신요구권을 미리 포기하게 하여 무효가 될 수 있습니다."},
			map[string]string{"en": "The tenant may ask to renew the lease as the law provides, and the landlord may refuse only on the grounds the law lists.", "ko": "임차인은 주택임대차보호법에 따라 계약 갱신을 요구할 수 있으며, 임대인은 법에서 정한 사유가 있는 경우에만 거절할 수 있다."}},
		"penalty": {RiskHigh,
			map[string]string{"en": "The penalty or damages are out of proportion to any real loss, or bind only one side.", "ko": "실제 손해에 비해 지나치게 큰 위약금이나 한쪽에만 지우는 손해배상 예정은 부당합니다."},
			map[string]string{"en": "A party in breach pays the other party's actual, proven loss; any agreed penalty is reasonable and applies to both parties alike.", "ko": "계약을 위반한 당사자는 상대방의 실제 손해를 배상하며, 위약금을 정하는 경우 적정한 금액으로 양 당사자에게 똑같이 적용한다."}},
		"waiver_of_rights": {RiskHigh,
			map[string]string{"en": "The tenant or consumer waives rights or remedies the law gives them in advance.", "ko": "법이 보장하는 권리나 구제수단을 미리 포기하게 합니다."},
			map[string]string{"en": "Nothing in this contract limits the rights either party has under mandatory law.", "ko": "이 계약의 어떤 조항도 법률이 보장하는 당사자의 권리를 제한하지 않는다."}},
		"rent_increase": {RiskMedium,
			map[string]string{"en": "Rent or charges may rise at the landlord's will or beyond the legal cap.", "ko": "임대인 마음대로, 또는 법정 상한을 넘어 차임이나 보증금을 올릴 수 있게 합니다."},
			map[string]string{"en": "Rent may be increased only by agreement, at most once a year and within the limit the law sets.", "ko": "차임이나 보증금의 증액은 당사자의 합의로 하되, 1년에 한 번 법이 정한 한도 안에서만 할 수 있다."}},
		"registration_block": {RiskHigh,
			map[string]string{"en": "The tenant is kept from registering residence or getting a fixed-date stamp, which protect the deposit.", "ko": "전입신고나 확정일자를 막아 임차인이 보증금을 보호받지 못하게 합니다."},
			map[string]string{"en": "The tenant may register residence and obtain a fixed date for the lease at any time.", "ko": "임차인은 언제든지 전입신고를 하고 임대차계약서에 확정일자를 받을 수 있다."}},
		"privacy_entry": {RiskMedium,
			map[string]string{"en": "The landlord may enter or inspect the home at will, without the tenant's consent or notice, which breaks the tenant's right to quiet possession.", "ko": "임대인이 임차인의 동의나 사전 통지 없이 언제든 집에 들어오거나 점검할 수 있게 하여 임차인의 사생활과 평온한 점유를 해칩니다."},
			map[string]string{"en": "The landlord may enter the home only with the tenant's consent, at an agreed time after reasonable notice, except in an emergency such as a fire or a water leak.", "ko": "임대인은 화재·누수 등 긴급한 경우를 제외하고는 미리 알리고 임차인과 협의한 시간에 임차인의 동의를 받아 주택에 들어갈 수 있다."}},
		"late_interest": {RiskMedium,
			map[string]string{"en": "The interest or charge for late rent is far above what the law allows or what a late payment really costs.", "ko": "차임 연체에 대한 이자나 가산금이 법정 한도나 실제 손해에 비해 지나치게 높습니다."},
			map[string]string{"en": "Late rent bears interest at a reasonable rate within the legal limit, from the day after it was due.", "ko": "차임을 연체한 경우 지급기일 다음 날부터 법정 한도 안의 적정한 이율로 계산한 지연이자를 낸다."}},
		"new_mortgage": {RiskHigh,
			map[string]string{"en": "The landlord may take out a new mortgage or lien on the home during the lease, which can rank before the tenant's deposit.", "ko": "임대인이 임대차 기간 중 새로 근저당 등을 설정할 수 있게 하여 임차인의 보증금이 후순위로 밀릴 위험을 줍니다."},
			map[string]string{"en": "During the lease the landlord creates no new mortgage or other right over the home without the tenant's written consent; if the landlord does, the tenant may end the lease and get the deposit back at once.", "ko": "임대인은 임대차 기간 중 임차인의 서면 동의 없이 주택에 근저당권 등 새로운 권리를 설정하지 않으며, 이를 어기면 임차인은 계약을 해지하고 보증금을 즉시 돌려받을 수 있다."}},
		"restoration_wear": {RiskMedium,
			map[string]string{"en": "The tenant must restore the home beyond the damage the tenant caused, including normal wear and ageing.", "ko": "통상적인 사용으로 생긴 마모나 노후까지 임차인에게 원상복구하게 하여 임차인이 책임질 범위를 넘깁니다."},
			map[string]string{"en": "On leaving, the tenant repairs only damage the tenant caused; wear and ageing from normal use are not the tenant's to restore.", "ko": "임차인은 퇴거할 때 자신의 고의나 과실로 생긴 손상만 원상복구하며, 통상적인 사용에 따른 마모와 노후는 원상복구 대상에서 제외한다."}},
		"brokerage_fee": {RiskMedium,
			map[string]string{"en": "The tenant pays brokerage fees that are the landlord's, or fees above the legal rate.", "ko": "임대인이 부담할 중개보수를 임차인에게 떠넘기거나 법정 요율을 넘는 중개보수를 내게 합니다."},
			map[string]string{"en": "Each party pays its own brokerage fee, within the rate the law sets.", "ko": "중개보수는 각 당사자가 자신이 의뢰한 중개에 대하여 법정 요율 안에서 부담한다."}},
	}
}

// categoryOf returns the category of a label, with generic texts for a
// label no Category describes.
func categoryOf(label string) Category {
	if c, ok := Categories()[label]; ok {
		return c
	}
	return Category{
		Risk: RiskMedium,
		Explain: map[string]string{
			"en": fmt.Sprintf("The clause resembles reference clauses labeled %q.", label),
			"ko": fmt.Sprintf("이 조항은 %q(으)로 분류된 참고 조항과 비슷합니다.", label),
		},
		Suggest: map[string]string{
			"en": "Rewrite the clause so that it binds both parties alike and keeps the rights the law gives them.",
			"ko": "양 당사자에게 똑같이 적용되고 법이 보장하는 권리를 해치지 않도록 조항을 고치세요.",
		},
	}
}

// riskRank orders risk levels.
func riskRank(r string) int {
	switch r {
	case RiskLow:
		return 1
	case RiskMedium:
		return 2
	case RiskHigh:
		return 3
	}
	return 0
}

// lowerRisk returns the level below r (never below low).
func lowerRisk(r string) string {
	switch r {
	case RiskHigh:
		return RiskMedium
	default:
		return RiskLow
	}
}

// categoryNames are the known labels as people read them, per language.
var categoryNames = map[string][2]string{ // {en, ko}
	"arbitration":             {"forced arbitration", "중재 강제"},
	"unilateral_change":       {"unilateral change", "일방적 변경"},
	"content_removal":         {"content removal", "콘텐츠 임의 삭제"},
	"jurisdiction":            {"jurisdiction", "관할 법원 지정"},
	"choice_of_law":           {"choice of law", "준거법 지정"},
	"limitation_of_liability": {"limitation of liability", "책임 제한"},
	"unilateral_termination":  {"unilateral termination", "일방적 해지"},
	"contract_by_using":       {"contract by using", "이용만으로 계약 성립"},
	"deposit_return":          {"deposit return", "보증금 반환 지연·제한"},
	"repair_burden":           {"repair burden", "수선 의무 전가"},
	"renewal_waiver":          {"renewal waiver", "계약갱신요구권 포기"},
	"penalty":                 {"excessive penalty", "과도한 위약금"},
	"waiver_of_rights":        {"waiver of rights", "권리 포기"},
	"rent_increase":           {"rent increase", "과도한 차임 인상"},
	"registration_block":      {"registration block", "전입신고·확정일자 제한"},
	"privacy_entry":           {"entry without consent", "임대인의 무단 출입"},
	"late_interest":           {"excessive late interest", "과도한 연체 이자"},
	"new_mortgage":            {"new mortgage", "임대 중 담보 설정"},
	"restoration_wear":        {"restoration of normal wear", "통상 마모 원상복구 전가"},
	"brokerage_fee":           {"brokerage fee shift", "중개보수 전가"},
}

// CategoryName is a label as people read it in lang (ko or en); an unknown
// label is shown with its underscores as spaces.
func CategoryName(label, lang string) string {
	if n, ok := categoryNames[label]; ok {
		if lang == LangKorean {
			return n[1]
		}
		return n[0]
	}
	return strings.ReplaceAll(label, "_", " ")
}

// categoryNamesIn maps each of cats to its name in lang.
func categoryNamesIn(cats []string, lang string) map[string]string {
	if len(cats) == 0 {
		return nil
	}
	out := make(map[string]string, len(cats))
	for _, c := range cats {
		out[c] = CategoryName(c, lang)
	}
	return out
}
