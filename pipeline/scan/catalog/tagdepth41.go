package catalog

import "regexp"

// Session 41: tag readings found by the eighteenth round of the
// condition-phrasing audit (testdata/conditions_audit.tsv, "# round 18
// (session 41)"), each a class, read last, after session 40's (depth40).

// depth41 applies the session-41 classes to the tags read before it:
//
//   - a cap kept, collected or handed on apart from the item (뚜껑은
//     모아서 따로 가져다 드렸어요, 뚜껑은 다른 병에 쓰려고 챙겨 놨어요)
//     is no cap on, and what was kept (남겨 뒀어요) no contents; a lid
//     named only as the place of wear (뚜껑에 흠집이 많아요) or a part of
//     it ("the grooves of the lid") is no cap said on; a cap said still
//     snapped or screwed on, or asked to be left on ("can I leave the cap
//     on?"), is;
//   - contents said by a measure the older readers miss (반 컵 정도 아직
//     있어요, 몇 젓가락 남았는데, "two squeezes left") or found still
//     there after all (다 쓴 줄 알았는데 아직 나오네요); a cap too tight to
//     open (못 열었어요) on an item said empty is no unopened item;
//   - wear that clouds a surface (긁혀서 뿌옇게, 뿌옇게 변색됐어요) and
//     dirt, dust or mud on it (흙이 좀 묻었어요) are no food soil; the
//     glue a label leaves ("sticky residue") is none either; oil said
//     around the inside (기름이 둘러 있어요) and food left in a rim or a
//     seam ("bits of beans stuck in the rim") are;
//   - a break said of a side or a part named with 쪽 or 부분 (입구 쪽이
//     찢어져서) and a hole gone through (구멍이 뚫렸어요, not the user's
//     뚫었어요) are a break;
//   - a piece of the label still on (상표 종이 일부가 아직 붙어 있어요,
//     가격표 귀퉁이가 남았어요) is the label and no contents left; the
//     place a sticker was ("sticky residue where the sticker was") is
//     no label;
//   - a state said of the one that is another thing (라벨 붙은 건 옆에
//     있는 페트병이고 이건 뗐어요) says nothing of the item.
func (c *Catalog) depth41(lower, middle string, tags, cleared []string) ([]string, []string) {
	ed := &tagEdit{c: c, middle: middle, tags: tags, cleared: cleared}
	has, drop, add := ed.has, ed.drop, ed.add

	// caps kept apart, lids as a place of wear, caps said on in English
	for _, re := range []*regexp.Regexp{capKeptApart41Re, lidWorn41Re, lidPartEn41Re} {
		if !re.MatchString(lower) {
			continue
		}
		for _, tag := range []string{"cap_attached", "contents_left"} {
			if has(tag) && c.lostWithout(lower, middle, tag, re) {
				drop(tag)
			}
		}
	}
	if !has("cap_attached") && coverCapMiddles38[middle] && (matchUndeniedEn41(capStillOnEn41Re, lower) || capLeftOnAskedEn41Re.MatchString(lower)) {
		add("cap_attached")
	}

	// contents by a measure, found still there, or a tight cap misread
	if !has("contents_left") && containerMiddle(middle) && (measure41Held(lower) || affirmed(lower, stillThereAfterAll41Re) || matchUndeniedEn41(measureLeftEn41Re, lower)) {
		add("contents_left")
	}
	if has("contents_left") && capTooTight41Re.MatchString(lower) && affirmed(lower, saidEmpty41Re) && c.lostWithout(lower, middle, "contents_left", capTooTight41Re) {
		drop("contents_left")
	}

	// wear, dirt and glue are no food soil; oil around and food in a rim are
	// (body waste with the dirt soils it: 고양이 똥이랑 모래 묻은 삽)
	for _, re := range []*regexp.Regexp{cloudedWear41Re, dirtOn41Re, glueResidueEn41Re} {
		if has("contaminated") && re.MatchString(lower) && !bodyWaste34Re.MatchString(lower) && c.lostWithout(lower, middle, "contaminated", re) {
			drop("contaminated")
		}
	}
	if has("label_attached") && labelWasEn41Re.MatchString(lower) && c.lostWithout(lower, middle, "label_attached", labelWasEn41Re) {
		drop("label_attached")
	}
	if !has("contaminated") && (affirmed(lower, oilAround41Re) || matchUndeniedEn41(foodInRimEn41Re, lower)) {
		add("contaminated")
	}

	// a side or a part broken, a hole gone through
	if !has("broken") && middle != "vinyl" && (affirmed(lower, sideBroken41Re) || affirmed(lower, holeThrough41Re)) {
		add("broken")
	}

	// a piece of the label still on, which is no contents left
	if affirmed(lower, labelPieceOn41Re) {
		if !has("label_attached") {
			add("label_attached")
		}
		if has("contents_left") && c.lostWithout(lower, middle, "contents_left", labelPieceOn41Re) {
			drop("contents_left")
		}
	}

	// the one that is another thing
	if otherOne41Re.MatchString(lower) {
		for _, tag := range tagOrder26 {
			if has(tag) && c.lostWithout(lower, middle, tag, otherOne41Re) {
				drop(tag)
			}
		}
	}
	return ed.tags, ed.cleared
}

// matchUndeniedEn41 reports whether re matches an English text at a
// place with no negator in the words right before it (negatedEnBefore).
func matchUndeniedEn41(re *regexp.Regexp, lower string) bool {
	for _, m := range re.FindAllStringIndex(lower, -1) {
		if !negatedEnBefore(lower, m[0], 3) {
			return true
		}
	}
	return false
}

// measure41Held reports whether a measure41Re measure is said still in
// the item (measureHeldIn), not denied after it and not of rinse water.
func measure41Held(text string) bool {
	return measureHeldIn(text, measure41Re, func(clause string, loc []int) bool {
		return undeniedAfter(clause, loc[1]) && !rinseWater41Re.MatchString(clause[:loc[0]])
	})
}

var (
	capKeptApart41Re     = regexp.MustCompile(`(뚜껑|캡|마개|코르크)(은|는|들은)\s(\S+\s){0,3}?(모아서|모아|챙겨|남겨|따로|다른\s\S+\s?쓰려고)\s?(\S+\s)?(뒀|놨|드렸|줬|뒀어요|놨어요|두었|놓았|가져다)`)
	lidWorn41Re          = regexp.MustCompile(`(뚜껑|캡|마개)(에|에는|에도|은|는|이|가)?\s(\S+\s)?(흠집|긁힌|긁혔|긁혀|스크래치|기스|색이\s?바|변색)`)
	lidPartEn41Re        = regexp.MustCompile(`\b(grooves?|threads?|underside|rim|edge|inside|top) of the (lid|cap)\b`)
	capStillOnEn41Re     = regexp.MustCompile(`\b(lid|cap|top)s?('s| is| are)? still (snapped|screwed|clipped|pushed|pressed|twisted|stuck) (on|shut|down)\b`)
	capLeftOnAskedEn41Re = regexp.MustCompile(`\b(can|could|may|should) (i|we|you) (just )?leave (the |its )?(cap|lid|top)s? on\b`)

	measure41Re            = regexp.MustCompile(`(반|한|두|세|몇|두세|서너|한두)\s?(컵|잔|젓가락|숟갈|숟가락|스푼|국자|줌|모금|바가지)(쯤|정도|가량|이|가|은|는|도)?\s+((쯤|정도|가량|아직|그대로)\s+){0,2}(들어\s?)?(있어|있음|있네|있는데|있습|있고|남았|남아|남음)`)
	stillThereAfterAll41Re = regexp.MustCompile(`(다\s?(쓴|먹은|마신|짠)|빈|비운)\s?줄\s?알았는데\s(\S+\s)?(아직|또|더)\s?(좀\s|조금\s|약간\s)?(나오|나와|남았|남아|있)`)
	measureLeftEn41Re      = regexp.MustCompile(`\b(one|two|three|four|a few|a couple( of)?|some)\s+(more\s+)?(squeezes?|pumps?|spoonfuls?|scoops?|sips?|mouthfuls?|servings?)\s+(left|remaining|still in)\b`)
	capTooTight41Re        = regexp.MustCompile(`(뚜껑|캡|마개)\S{0,2}\s(\S+\s){0,3}?(못|안)\s?(열었|열어|열려|열리|돌아가|돌려)\S*`)
	// (rinse water is no contents: 헹군 물이 바닥에 한 숟갈쯤 남았어요)
	rinseWater41Re = regexp.MustCompile(`(헹군|헹굼|씻은|세척한|빗)\s?물|물기`)
	saidEmpty41Re  = regexp.MustCompile(`비었|비어\s?있|텅\s?비|빈\s?(병|통|캔|거)`)

	cloudedWear41Re   = regexp.MustCompile(`(긁혀서|긁힌\s?데가|긁혀|스크래치로)\s?(\S+\s)?뿌옇|뿌옇게\s?(변색|바랬|바래|색이)`)
	dirtOn41Re        = regexp.MustCompile(`(^|\s)(흙|진흙|모래|먼지|흙먼지|흙탕)(이|가|도|만)?\s(\S+\s)?(묻었|묻어|묻은|들어갔|앉았)`)
	glueResidueEn41Re = regexp.MustCompile(`\b(sticky|glue|gluey|adhesive|gummy)\s+(residue|bits|marks?|patch(es)?)\b`)
	labelWasEn41Re    = regexp.MustCompile(`\bwhere the (sticker|label|price tag)s? (was|were|used to be)\b`)
	oilAround41Re     = regexp.MustCompile(`(기름|양념|소스)(이|가)\s(\S+\s)?(둘러|테를\s?둘러|띠를\s?둘러)\s?있`)
	foodInRimEn41Re   = regexp.MustCompile(`\b(bits of \w+|\w+ bits|sauce|food|jam|grease|gunk|crumbs|beans)\s+((stuck|left|caked|dried)\s+)?(in|on|around|round|under)\s+the\s+(rim|lip|edge|seam|ridges?|grooves?|corners?)\b`)

	sideBroken41Re   = regexp.MustCompile(`(입구|주둥이|모서리|옆면|옆구리|바닥|테두리|가장자리|손잡이|위|아래|밑)\s(쪽|부분)(이|은|도)?\s(\S+\s)?(찢어졌|찢어져|깨졌|깨져|갈라졌|갈라져|부러졌|부러져|금이\s?갔|이가\s?나갔)`)
	holeThrough41Re  = regexp.MustCompile(`구멍이\s(\S+\s)?뚫렸|구멍이\s(\S+\s)?뚫려\s?(있|버렸)`)
	labelPieceOn41Re = regexp.MustCompile(`(라벨|상표|스티커|가격표|송장)\s?(종이|비닐|딱지)?\s?(일부|조각|쪼가리|귀퉁이|끄트머리|한쪽)(가|이|는|도|만)?\s(\S+\s){0,3}?(붙어\s?있|남아\s?있|남았)`)

	otherOne41Re = regexp.MustCompile(`(\S+\s)?(붙은|묻은|남은|닫힌|깨진|젖은|든)\s?(건|것은|거는|게)\s(\S+\s){0,3}?\S*(이고|고|거고|거예요|이에요|예요)\s(이건|이거는|얘는|이\s\S+은|이\s\S+는)`)
)
