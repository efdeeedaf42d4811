package catalog

import (
	"regexp"
	"strings"
)

// ---- session 36: situation tags ----

// colourChartWords36 writes a colour chart (색상표), whose word holds the
// label word 상표, as 색깔표, a word no label reader knows: "번호 적힌
// 색상표 종이" has no label on it.
var colourChartWords36 = strings.NewReplacer("색상표", "색깔표")

// evenPartRe matches a label, a cap or a film said with 까지 (라벨까지,
// 뚜껑까지: even the label), which the reader's grammar takes for no
// object.
var evenPartRe = regexp.MustCompile(`(라벨|상표|스티커|뚜껑|마개|캡|송장|비닐|필름)까지`)

// fragileWords36 writes a fragile sticker's words (파손주의: handle with
// care) as 취급주의, which names no damage: "파손주의 딱지 붙은 상자" is
// a label on a whole box.
var fragileWords36 = strings.NewReplacer("파손주의", "취급주의", "파손 주의", "취급주의")

// bellySideRe matches the belly side of a garment or a thing (배 쪽, 배
// 부분), whose 배 the reader also knows as a pear or a boat: it is
// written 앞쪽, 앞부분, a side of the item ("배 쪽 올이 나간 후드티").
var bellySideRe = regexp.MustCompile(`(^|\s)배\s?(쪽|부분)`)

// respellWords36 writes, in the words a tag is read from, the words of
// colourChartWords36 and fragileWords36 as plain words, the belly side
// (bellySideRe) as the front, and a part said with 까지 with 도
// (라벨까지 불려서 떼어 냈어 → 라벨도 불려서 떼어 냈어), the particle
// that means as much and marks the object of the verb after it. The
// shared grammar is left as it is: taking 까지 for an object there moved
// the clause judge.
func respellWords36(text string) string {
	text = bellySideRe.ReplaceAllString(text, "${1}앞$2")
	return evenPartRe.ReplaceAllString(fragileWords36.Replace(colourChartWords36.Replace(text)), "${1}도")
}

var (
	// residueStuckAsIsRe matches a food's residue said stuck on as it is
	// (국물이 그대로 묻어 있어요, 양념이 잔뜩 말라붙었어요): soil on the
	// item, not contents in it.
	residueStuckAsIsRe = regexp.MustCompile(`(국물|양념|소스|기름|찌꺼기|밥알|밥풀|케첩|카레|짜장)[이가도]?\s(그대로|잔뜩|아직|아직도|여기저기)\s(묻어|묻은|말라붙|눌어붙|들러붙|달라붙|붙어)`)
	// grainsSwollenStuckRe matches grains or noodles said swollen or
	// dried and then stuck on (밥알이 불어서 붙어 있어요, 밥풀이 말라서
	// 달라붙었어요): food stuck on the item.
	grainsSwollenStuckRe = regexp.MustCompile(`(밥알|밥풀|쌀알|면발|국수|라면|떡|시리얼)[이가도]?\s(\S+\s)?(퉁퉁\s)?(불어서|불어|말라서|굳어서)\s(\S+\s)?(달라붙|들러붙|눌어붙|붙어|붙었)`)
	// grainsOffAfterRe matches the stuck grains said scraped, peeled or
	// washed off after (다 긁어냈어요, 싹 씻었어요, 떼어냈어요): what was
	// stuck is gone, and the older readers' reading of it stands.
	grainsOffAfterRe = regexp.MustCompile(`긁어\s?냈|떼어\s?냈|뗐|씻었|씻어\s?냈|닦았|닦아\s?냈|헹궜|헹궈\s?냈|벗겨\s?냈`)
	// rainAllOverEnRe matches rain said blown or poured all over a thing
	// in English (a storm blew rain all over it, rain got all over the
	// boxes). "all over" is whole: rain that came or blew over a time or
	// a place (the rain came over the weekend, blew rain over the hills)
	// is weather, said of nothing wet.
	rainAllOverEnRe = regexp.MustCompile(`\b(blew|blown|poured|got|came|splashed)\s(the\s)?rain\sall\sover\b|\brain\s(blew|got|came|poured|splashed)\s(in\s)?all\sover\b`)
	// filmGluedOnRe matches another material said glued onto a paper
	// thing by whoever made it (투명 필름을 글루건으로 붙였어요, 금박
	// 별이랑 셀로판 창을 본드로 붙여서): the material is on the paper.
	filmGluedOnRe = regexp.MustCompile(`(필름|비닐|셀로판|뽁뽁이|에어캡|금박|은박|호일|플라스틱|스팽글|큐빅|비즈)\S{0,4}\s(\S+\s){0,2}(글루건|본드|순간접착제|접착제|양면테이프)\S{0,2}\s(\S+\s)?(붙였|붙여서|붙인|붙여\s?놨|붙여\s?뒀|붙여\s?놓)`)
	// waterFellRe matches water said to have fallen or dripped (떨어진
	// 물, 떨어지는 물방울, 떨어진 빗물): 떨어진 there says where the water
	// came from, no break.
	waterFellRe = regexp.MustCompile(`떨어(진|지는|지던|졌던)\s(물|빗물|물방울|물기|이슬|낙숫물)`)
	// residueOnWallsRe matches a residue said left on the walls, the
	// corners or the mouth of a container (벽에 기름이 미끌하게 남은
	// 채예요, 안쪽 모서리에 잼이 조금 남았어요): soil stuck there, not
	// contents in it.
	residueOnWallsRe = regexp.MustCompile(`(벽|벽면|옆면|모서리|입구|병목|목\s부분)에\s(\S+\s)?(기름|기름기|양념|소스|잼|버터|땅콩버터|찌꺼기|마요네즈|케첩)[이가도]?\s(\S+\s)?(남은|남아|남았)`)
	// filmTakenOffRe matches the glued material said taken off after
	// (떼어 냈어요, 뗐어요, 뜯어냈어요).
	filmTakenOffRe = regexp.MustCompile(`(떼어\s?냈|떼어\s?냄|뗐|뗌|뜯어\s?냈|뜯어냄|떼고|잘라\s?냈)`)
)

// filmGlueDenied reports whether the gluing filmGluedOnRe reads is
// denied as a thing said right after it (필름을 본드로 붙인 건 아니에요,
// 본드로 붙인 게 아니라 그냥 올려놨어요), which matchUndenied,
// reading only 않 and 없, lets through.
func filmGlueDenied(lower string) bool {
	m := filmGluedOnRe.FindStringIndex(lower)
	return m != nil && partlyDenied36Re.MatchString(lower[m[1]:])
}

// tags36 reads the tag kinds of session 36, after every older reader:
//
//   - contents_left: a food's residue said stuck on as it is (국물이
//     그대로 묻어 있어요) is soil, not contents; contaminated stays;
//   - contaminated: grains said swollen or dried and stuck on (밥알이
//     불어서 붙어 있어요) are food stuck on the item, unless said taken
//     off after (붙어 있었는데 다 긁어냈어요: grainsOffAfterRe);
//   - broken: water said fallen (떨어진 물에 젖었어요) is where the wet
//     came from, no break;
//   - contents_left: a residue left on the walls or the corners of a
//     container (벽에 기름이 남은 채예요) is soil, not contents;
//   - wet: rain said blown or poured all over a thing, in English;
//   - mixed_material: another material said glued onto a paper thing
//     (카드에 투명 필름을 글루건으로 붙였어요) is on it, unless said
//     taken off after or the gluing is denied (붙인 건 아니에요).
func (c *Catalog) tags36(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add
	if has("contents_left") && matchUndenied(residueStuckAsIsRe, lower) {
		drop("contents_left")
		if !has("contaminated") {
			add("contaminated")
		}
	}
	if m := grainsSwollenStuckRe.FindStringIndex(lower); !has("contaminated") && matchUndenied(grainsSwollenStuckRe, lower) && !grainsOffAfterRe.MatchString(lower[m[1]:]) {
		add("contaminated")
	}
	if has("broken") && waterFellRe.MatchString(lower) && c.lostWithout(lower, middle, "broken", waterFellRe) {
		drop("broken")
	}
	if has("contents_left") && residueOnWallsRe.MatchString(lower) && c.lostWithout(lower, middle, "contents_left", residueOnWallsRe) {
		drop("contents_left")
		add("contaminated")
	}
	if !has("wet") && matchUndenied(rainAllOverEnRe, lower) {
		add("wet")
	}
	if !has("mixed_material") && (middle == "paper" || middle == "paper_pack") && matchUndenied(filmGluedOnRe, lower) && !filmGlueDenied(lower) && !filmTakenOffRe.MatchString(lower) {
		add("mixed_material")
	}
	return ed.tags, ed.cleared
}
