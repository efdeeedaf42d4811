package catalog

import "testing"

// Round 19's reading of lists (tagdepth42.go) takes another thing's
// clauses out only when the text sets that thing apart: its topic marked
// with 은, 는, 도 or 만 (or English), or a subject beside an item so
// marked. A thing named as a cause or with a place's particle (화분 흙이
// 젖어서 … 봉지가, 모서리에 붙은), a body (본체만 남았어요) and a glass thing
// whose pieces are the item keep the text whole.
func TestTagKinds42(t *testing.T) {
	t.Parallel()
	checkTags(t, mustLoad(t), []kindCase{
		// set apart: the other thing's condition is not the item's
		{"유리병은 깨졌고 플라스틱 통은 멀쩡해요", "plastic", nil},
		{"전기밥솥은 멀쩡하고 의자 다리가 부러졌어요", "e_waste", nil},
		// a cause, a place, a body or the glass the pieces were: whole
		{"화분 물이 새서 밑에 깔았던 비닐봉지가 젖었어요, 봉지만 버릴게요", "vinyl", []string{"wet"}},
		{"맥주병이 계단에서 떨어져 산산조각, 유리 조각은 신문지에 싸 뒀어요", "nonflammable", []string{"broken"}},
		{"공책 겉표지 비닐은 벗겼는데 모서리에 붙은 이름 스티커는 아직 있어요. 공책은 종이로 내면 되죠?", "paper", []string{"label_attached"}},
		{"락앤락 뚜껑이 깨져서 먼저 버렸고 본체만 남았어요 본체는 플라스틱이죠?", "plastic", nil},
	})
}
