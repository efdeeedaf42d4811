package catalog

import "regexp"

// Tag kinds of session 38, read after every older reader (tags38):
//   - a thing said to have become pieces (유리 조각이 됐어요) is broken,
//     and so is a thing whose wheel or leg went (바퀴 하나가 나가서);
//   - contents a guest left behind (반 병이나 남기고 갔어요) are
//     contents left;
//   - melted snow pooled in a thing (눈 녹은 물이 고여서) is weather's
//     water: wet, not contents, as rain water already was;
//   - a food said stuck on paper (팥이 끈적하게 눌어붙었어요) soils it
//     and is no other material;
//   - a cover (덮개) said put back on a container is its cap;
//   - a label torn off (라벨은 찢어내고) is off;
//   - a cord split until its wire shows is broken.
//
// Torn paper is never broken: the taxonomy lists paper and paper_pack in
// broken's not_for (no readable set labels a paper line broken).

var (
	// piecesBecameRe matches a thing said to have become pieces (유리
	// 조각이 됐어요, 산산조각이 되어, 조각으로 깨졌어요).
	piecesBecameRe = regexp.MustCompile(`조각(이|으로)?\s?(됐|되어|돼|되었|되고|난|나\s?(버|서))|조각으로\s?(깨|부서|쪼개)`)
	// partWentRe matches a structural part said gone (바퀴 하나가 나가서,
	// 다리 한 쪽이 뚝 나갔어요, 팔걸이가 쑥 빠져 나갔어요): the frame is
	// broken. A bulb that went out (전구가 나갔어요) is no such part.
	partWentRe = regexp.MustCompile(`(^|\s)(다리|바퀴|팔걸이|등받이|경첩|상판|문짝|발받침)(가|이|는|도|만)?\s((하나|한\s?개|한\s?쪽|한쪽)(가|이)?\s)?((뚝|툭|쑥|덜컥)\s)?(나가|나갔|나감|빠져\s?나)`)
	// guestLeftRe matches contents someone left behind, said with an
	// amount (반 병이나 남기고 갔네요, 조금 남기고 가셨어요).
	guestLeftRe = regexp.MustCompile(`(^|\s)(반|절반|조금|많이|잔뜩|한\s?모금|(반|한|두|\d+)\s?(병|잔))(이나|쯤|정도|씩)?\s남기고\s?(갔|가셨|가\s?버|간\s|간$|가신)`)
	// snowMeltRe matches melted snow said in or on a thing (눈 녹은 물이
	// 고여서, 눈이 녹아서 물이 찼어요): weather's water.
	snowMeltRe = regexp.MustCompile(`(^|\s)눈\s?녹은\s?물|(^|\s)눈이\s?녹아|(^|\s)녹은\s?눈(이|은|물)?(\s|$)`)
	// foodStuckRe matches a food said stuck or sticky on a thing (팥이
	// 끈적하게 눌어붙었어요, 잼이 터져서 안쪽에 붙었어요).
	foodStuckRe = regexp.MustCompile(`(팥|잼|소스|시럽|꿀|크림|치즈|반죽|양념|초콜릿|떡|엿|조청|캐러멜)(이|가)\s(\S+\s){0,2}\S*(붙었|붙어|붙은|끈적)`)
	// coverHabitOrLostRe matches a cover put on only as a past habit or
	// said lost (덮개를 덮어 쓰던, 덮개는 잃어버렸어요).
	coverHabitOrLostRe = regexp.MustCompile(`(덮어|닫아|끼워|씌워)\s?(쓰던|두던|놓던|썼던)|덮개\S*\s(\S+\s)?(잃어버|없어|버렸|버리고)`)
	// labelTornOffRe matches a label or a sticker said torn off (라벨은
	// 찢어내고, 스티커 찢어서 뗐어요): no label left on.
	labelTornOffRe = regexp.MustCompile(`(라벨|스티커|상표|비닐\s?라벨)\S*\s((다|싹|전부|깨끗이|그냥|억지로|손으로)\s)?(찢어\s?내|찢어\s?냈|찢어서\s?(떼|뗐|버)|찢어\s?버렸)`)
	// cordBaredRe matches a cord said split or stripped until its wire
	// shows (코드 피복이 갈라져 속 구리선이 드러났어, the insulation's
	// cracked and the copper shows): broken.
	cordBaredRe = regexp.MustCompile(`(구리선|속선|심선|구리|전선|wire|copper)\S{0,2}\s(\S+\s)?(드러|보여|보이|보임|삐져|나와|나왔|showing|shows|exposed|sticking)`)
	// cordWordRe matches a cord's or its insulation's word.
	cordWordRe = regexp.MustCompile(`피복|코드|전선|케이블|선이|cord|cable|insulation`)
	// coverPutOnRe matches a cover (덮개) said put back on or closed (덮개를
	// 도로 끼워 놨어요, 덮개 다시 닫았어요).
	coverPutOnRe = regexp.MustCompile(`덮개(를|는|도)?\s?((다시|도로|그대로)\s?)?(끼워|끼웠|닫아|닫았|씌워|씌웠|덮어|덮었|얹어|얹었)`)
)

// coverCapMiddles38 are the containers a cover put back on is the cap of.
var coverCapMiddles38 = map[string]bool{"plastic": true, "clear_pet": true, "glass": true, "metal_can": true, "paper_pack": true}

// tags38 reads the tag kinds of session 38, after every older reader.
func (c *Catalog) tags38(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if !has("broken") && (matchUndenied(piecesBecameRe, lower) || matchUndenied(partWentRe, lower)) {
		add("broken")
	}
	if !has("contents_left") && containerMiddle(middle) && matchUndenied(guestLeftRe, lower) {
		add("contents_left")
	}
	if has("contents_left") && snowMeltRe.MatchString(lower) {
		drop("contents_left")
		add("wet")
	}
	if has("mixed_material") && (middle == "paper" || middle == "paper_pack") && foodStuckRe.MatchString(lower) && c.lostWithout(lower, middle, "mixed_material", foodStuckRe) {
		drop("mixed_material")
		add("contaminated")
	}
	if has("label_attached") && labelTornOffRe.MatchString(lower) && c.lostWithout(lower, middle, "label_attached", labelTornOffRe) {
		drop("label_attached")
	}
	if !has("broken") && (middle == "e_waste" || middle == "lamp") && cordWordRe.MatchString(lower) && matchUndenied(cordBaredRe, lower) {
		add("broken")
	}
	if !has("cap_attached") && coverCapMiddles38[middle] && matchUndenied(coverPutOnRe, lower) && !coverHabitOrLostRe.MatchString(lower) {
		add("cap_attached")
	}
	return ed.tags, ed.cleared
}
