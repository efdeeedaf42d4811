package catalog

import (
	"slices"
	"strings"
)

// ---- session 36: a device's own light said gone out ----

// deviceLightWords are the lamp terms (compacted) that name a light built
// into a device rather than a bulb or a tube one buys and screws in: a
// projector's lamp, a grow light's LED bar.
var deviceLightWords = compactAll([]string{"램프", "led 바", "led바"})

// lightOfDevice returns, when the lamp term best at pos is a device's own
// light (deviceLightWords) and an appliance's name ends right before it
// in its clause ("빔프로젝터 램프 나가서 안 켜짐", "식물 생장등 LED 바
// 고장"), that appliance's term and its position: the light that went
// out is how the device fails, and the device is the item, e-waste. A
// lamp said with no appliance before it (삼파장 램프 나간 거, 작업대 위
// 램프) stays a lamp, and so does a bulb or a tube of a fixture (스탠드
// LED 전구 나간 거), which is bought and thrown away on its own, and so
// does a device's light said on its own (lightOnItsOwn: 빔프로젝터 램프만
// 따로 샀는데, 빔프로젝터 램프 교체하고 뺀 거).
func (c *Catalog) lightOfDevice(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "lamp" || !slices.ContainsFunc(deviceLightWords, func(w []rune) bool { return slices.Equal(w, t.runes) }) {
		return -1, 0
	}
	if lightOnItsOwn(n, pos+len(t.runes)) {
		return -1, 0
	}
	if pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	return c.nameEndingAt(n, pos, func(u *term) bool {
		return u.tier() == tierName && !u.part && c.tax.Middles[u.middle].Key == "e_waste"
	})
}

// lightTakenOutStems start the words that say a device's light was
// replaced or taken out of it (교체하고, 갈고, 빼낸, 떼서, 분리한).
var lightTakenOutStems = []string{"교체", "갈고", "갈아", "갈았", "뺀", "빼", "뺐", "떼", "뗀", "뗐", "분리"}

// lightOnItsOwn reports whether the light term ending at rune e of n is
// said on its own: with 만 (램프만) or before a word of
// lightTakenOutStems (램프 교체하고 뺀 거, 램프 갈고 나온 헌 거). The
// light taken out of the device is the thing thrown away, a lamp.
func lightOnItsOwn(n normText, e int) bool {
	rest, f := ending(n, e)
	if rest == "만" {
		return true
	}
	if rest != "" || f >= len(n.r) || n.clauseStart[f] {
		return false
	}
	w, _ := wordAfter(n, f)
	return startsWithAny(strings.TrimSpace(w), lightTakenOutStems)
}

// ---- session 36: a battery word that says how a device is powered ----

// powerModeSuffix glued to a battery's word says how a device is
// powered (건전지식, 충전식, 배터리식), not a battery.
const powerModeSuffix = "식"

// poweredByWord reports whether the battery term of k runes at pos is
// glued to powerModeSuffix ("라디오 건전지식 고장", "건전지식 손전등"):
// the word says how the device runs, the device is the item. A battery
// said bare or with a particle (라디오 건전지, 건전지만) stays a battery.
func poweredByWord(n normText, pos, k int) bool {
	rest, _ := ending(n, pos+k)
	return strings.HasPrefix(rest, powerModeSuffix)
}

// poweredDevice returns, when the battery term best at pos is glued to
// powerModeSuffix (poweredByWord), the longest other name in the text
// that is no battery ("라디오 건전지식 고장": the radio) and its
// position.
func (c *Catalog) poweredDevice(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "battery" || !poweredByWord(n, pos, len(t.runes)) {
		return -1, 0
	}
	return c.bestTerm(mask(n, pos, len(t.runes)), func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key != "battery"
	})
}

// ---- session 36: a toy said to run on power ----

// toyItem is general waste's item of toys and balls; toyWord, in any
// name, says the thing is a toy (장난감 기차, 목욕 장난감).
const (
	toyItem = "장난감·공"
	toyWord = "장난감"
)

// isToy reports whether the name term u is a toy: of toyItem, or a
// general name that holds toyWord.
func (c *Catalog) isToy(u *term) bool {
	m := c.tax.Middles[u.middle]
	if u.tier() != tierName || m.Key != "general" {
		return false
	}
	return u.item >= 0 && m.Items[u.item].Name == toyItem || strings.Contains(string(u.runes), toyWord)
}

// powerStems start the words that say a thing runs on power: it is
// electronic or motorised (전자, 전동), wireless or charged (무선, 충전),
// or it turns on (켜지는, 안 켜짐, 켜요: only a device is switched on;
// the verb's own forms, so 켜켜이, layer on layer, is none), or it runs
// on electricity (전기로 돌아가는).
var powerStems = []string{"전자", "전동", "무선", "충전", "켜져", "켜지", "켜진", "켜짐", "켜졌", "켜요", "켜고", "켜면", "켜서", "켜도", "켜야", "켰", "전기로"}

// denialWords36 start the words that deny what was said right before
// them: a power word (무선 아니고, 전자 장난감 아닌 거, 충전식 말고), or
// 일회용 said after a garment (턱받이 일회용 거 아니에요).
var denialWords36 = []string{"아니", "아닌", "아님", "말고"}

// poweredToy returns e-waste's small-appliance item when the toy term t
// (isToy) is said, anywhere in its text, to run on power: a word of
// powerStems ("말하는 인형 전자 장난감 고장", "아기 모빌 전동 안 돌아감",
// "어린이 카메라 장난감 안 켜짐", "무선 자동차 장난감"). A toy with a
// circuit and a motor is a small appliance to the collection, not
// general waste. A toy said broken with no word of power (고장 난 장난감,
// 장난감 자동차 바퀴 빠진 거) stays general, and so does one said with a
// word that names a thing of its own (전자레인지 옆에 둔 장난감:
// namesWholeWord), a power word denied (무선 아니고 그냥 장난감 자동차,
// 전자 장난감 아니고 나무 장난감: powerDenied) or one said of another
// thing named right after it (무선 청소기 옆에 있던 장난감:
// powerOfOther).
func (c *Catalog) poweredToy(n normText, t term, pos int) (mi, ii int, ok bool) {
	if !c.isToy(&t) {
		return 0, 0, false
	}
	said := false
	for f := 0; f < len(n.r); {
		if !n.tokStart[f] {
			f++
			continue
		}
		w, next := wordAfter(n, f)
		if startsWithAny(strings.TrimSpace(w), powerStems) && !c.namesWholeWord(n, f, next) && !c.powerDenied(n, next) && !c.powerOfOther(n, next) {
			said = true
			break
		}
		f = next
	}
	if !said {
		return 0, 0, false
	}
	return c.itemByName("e_waste", "전기장판·소형가전")
}

// powerDenied reports whether a word of denialWords36 follows a power
// word ending at rune next, directly or after one name of a toy (무선
// 아니고, 전자 장난감 아니고): the power is denied.
func (c *Catalog) powerDenied(n normText, next int) bool {
	for words := 0; next < len(n.r) && words < 2 && !n.clauseStart[next]; words++ {
		w, after := wordAfter(n, next)
		if startsWithAny(strings.TrimSpace(w), denialWords36) {
			return true
		}
		if c.termAt(n, next, c.isToy) < 0 {
			return false
		}
		next = after
	}
	return false
}

// powerOfOther reports whether the power word ending at rune next is
// followed by a name that is no toy and that no toy's name follows
// (무선 청소기 옆에 있던 장난감): the power is the other thing's. A name
// said before the toy's own (무선 자동차 장난감) is the toy's.
func (c *Catalog) powerOfOther(n normText, next int) bool {
	if next >= len(n.r) || n.clauseStart[next] {
		return false
	}
	p := c.termAt(n, next, func(u *term) bool { return u.tier() == tierName && !c.isToy(u) })
	if p < 0 {
		return false
	}
	_, after := wordAfter(n, next)
	if after >= len(n.r) || n.clauseStart[after] {
		return true
	}
	return c.termAt(n, after, c.isToy) < 0
}

// namesWholeWord reports whether a name term starts at rune f of n and
// covers its word up to next, particles aside (전자레인지에, 충전기):
// the word names a thing of its own, not a toy's power.
func (c *Catalog) namesWholeWord(n normText, f, next int) bool {
	return c.termAt(n, f, func(u *term) bool {
		if u.tier() != tierName || f+len(u.runes) > next {
			return false
		}
		rest := strings.TrimSpace(string(n.r[f+len(u.runes) : next]))
		return rest == "" || particles[rest]
	}) >= 0
}

// batteryOfToy returns, when the best term is a toy (isToy) and a
// battery's name follows it in the text ("장난감 기차 건전지 빼둔 거"),
// that battery term and its position: as of a device (BeatsProduct), a
// battery named after the toy it came out of is what is thrown away. A
// battery said missing from the toy (장난감 건전지 없는 거, saidMissing)
// or built in leaves the toy the item.
func (c *Catalog) batteryOfToy(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !c.isToy(&t) {
		return -1, 0
	}
	p, at := c.bestTerm(n, func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "battery"
	})
	if p < 0 || !c.toyBefore(n, at) {
		return -1, 0
	}
	k := len(c.terms[p].runes)
	// (a battery word before its compartment's, 건전지 칸, 건전지 뚜껑,
	// names the toy's part: batteryCompartment, kinds34.go)
	if saidMissing(n, at, k) || builtIn(n, at, k) || poweredByWord(n, at, k) || c.batteryCompartment(n, p, at) {
		return -1, 0
	}
	return p, at
}

// toyBefore reports whether a toy's name (isToy) starts a word of n and
// ends before rune at.
func (c *Catalog) toyBefore(n normText, at int) bool {
	for s := 0; s < at; s++ {
		if n.tokStart[s] && c.termAt(n, s, func(u *term) bool { return c.isToy(u) && s+len(u.runes) <= at }) >= 0 {
			return true
		}
	}
	return false
}

// ---- session 36: mould said of a thing that is no food ----

// mouldNameWords start the spoiled-food names that only say mould grew
// (곰팡이 핀): said after a thing, they are its state.
var mouldNameWords = compactAll([]string{"곰팡이"})

// mouldStreams are the streams of things mould may grow on without them
// being food or a food's package: paper, cloth, general things, bulky
// furniture and bedding, devices.
var mouldStreams = map[string]bool{"paper": true, "clothing": true, "general": true, "bulky": true, "e_waste": true}

// mouldOnThing returns, when the best term is a food-waste name that
// only says mould grew (곰팡이 핀) and a name of a thing that is no food
// or food package (mouldStreams) ends right before it in its clause
// ("젖은 신문지 곰팡이 핀 거", "수건 곰팡이 핀 거"), that thing's term
// and its position: the mould is the thing's state, not spoiled food.
// Mould said alone (곰팡이 핀 거) or after a food (식빵 곰팡이 핀 거)
// stays spoiled food.
func (c *Catalog) mouldOnThing(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if c.tax.Middles[t.middle].Key != "food_waste" || !slices.ContainsFunc(mouldNameWords, func(w []rune) bool { return len(t.runes) >= len(w) && slices.Equal(t.runes[:len(w)], w) }) {
		return -1, 0
	}
	if pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	return c.nameEndingAt(n, pos, func(u *term) bool {
		return u.tier() == tierName && mouldStreams[c.tax.Middles[u.middle].Key]
	})
}

// ---- session 36: 일회용 said after a garment ----

// disposableAfter returns general waste's 생활 잡동사니 when the
// clothing term t at pos is followed, bare, by one of disposableWords
// that ends the noun phrase or is followed by 쓴 or a count ("아기 턱받이
// 일회용 쓴 거", "턱받이 일회용", "턱받이 일회용 한 묶음"): said after
// the garment, 일회용 says the same as before it (disposableGarment,
// kinds29.go). A word of denial after it, right after or after the
// words of use or count (턱받이 일회용 아니고 천, 턱받이 일회용 거
// 아니에요, 턱받이 일회용 쓴 거 아니에요: disposableDenied), leaves the
// garment clothing.
func (c *Catalog) disposableAfter(n normText, t term, pos int) (mi, ii int, ok bool) {
	if c.tax.Middles[t.middle].Key != "clothing" || t.tier() != tierName {
		return 0, 0, false
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return 0, 0, false
	}
	w, next := wordAfter(n, e)
	if !slices.Contains(disposableWords, strings.TrimSpace(w)) {
		return 0, 0, false
	}
	if next < len(n.r) && !n.clauseStart[next] {
		w2, _ := wordAfter(n, next)
		w2 = strings.TrimSpace(w2)
		if !startsWithAny(w2, usedUpAfterWords) && !slices.Contains(disposableCountWords, w2) {
			return 0, 0, false
		}
	}
	if disposableDenied(n, next) {
		return 0, 0, false
	}
	return c.itemByName("general", "생활 잡동사니")
}

// disposableDenied reports whether a word of denialWords36 starts one of
// the three words of its clause from rune i of n on (거 아니에요, 쓴 거
// 아니고, 한 묶음 아니고): 일회용 said after the garment is denied.
func disposableDenied(n normText, i int) bool {
	for words := 0; i < len(n.r) && words < 3 && !n.clauseStart[i]; words++ {
		w, next := wordAfter(n, i)
		if startsWithAny(strings.TrimSpace(w), denialWords36) {
			return true
		}
		i = next
	}
	return false
}

// usedUpAfterWords start the words that may follow 일회용 said after a
// garment: used (쓴, 사용한) or the thing itself (거, 것).
var usedUpAfterWords = []string{"쓴", "거", "것", "사용"}

// disposableCountWords are the words that start a count of the things
// (한 묶음, 두 개, 여러 장): after 일회용 they say how many, not what
// the garment is made of.
var disposableCountWords = []string{"한", "두", "세", "몇", "여러"}

// ---- session 36: a vegetable said as a seedling ----

// seedlingWords name a young plant bought or grown to be planted (모종):
// said right after a vegetable, the plant is the item, not the food.
// (모종 alone is no name: 모종의 이유로 is "for some reason".)
var seedlingWords = []string{"모종"}

// plantItem is general waste's item of plants and flowers.
const plantItem = "식물·꽃"

// seedlingOf returns general waste's plant item when the vegetable or
// fruit term t at pos (isProduce) is said bare and the next word is a
// seedling's word (seedlingWords), bare or with a particle ("옥상 텃밭
// 상추 모종 시든 거", "고추 모종이 말라 죽은 거"): a seedling is a
// plant, general waste. The vegetable said alone (상추 시든 거) stays
// food, and 모종삽, a trowel, is a name of its own.
func (c *Catalog) seedlingOf(n normText, t term, pos int) (mi, ii int, ok bool) {
	if !c.isProduce(&t) {
		return 0, 0, false
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return 0, 0, false
	}
	w, _ := wordAfter(n, e)
	w = strings.TrimSpace(w)
	said := false
	for _, s := range seedlingWords {
		if rest, found := strings.CutPrefix(w, s); found && (rest == "" || particles[rest]) {
			said = true
		}
	}
	if !said {
		return 0, 0, false
	}
	return c.itemByName("general", plantItem)
}

// ---- session 36: plastic said before a metal tool ----

// plasticBeforeTool returns, when the term best at pos names a metal
// tool (metalToolItem) and the word right before it, in its clause, is
// wholly 플라스틱 ("플라스틱 클립 색깔별", "플라스틱 집게"), that plastic
// term and its position: the material said first is what the tool is
// made of, as plasticSaidOfTool (kinds35.go) reads it said last. A
// plastic part said between (플라스틱 손잡이 가위) leaves the tool metal.
func (c *Catalog) plasticBeforeTool(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	m := c.tax.Middles[t.middle]
	if t.tier() != tierName || m.Key != "metal_can" || t.item < 0 || m.Items[t.item].Name != metalToolItem {
		return -1, 0
	}
	if pos == 0 || !n.tokStart[pos] || n.clauseStart[pos] {
		return -1, 0
	}
	w, b := wordBefore(n, pos)
	if strings.TrimSpace(w) != "플라스틱" {
		return -1, 0
	}
	p := c.termAt(n, b, func(u *term) bool {
		return u.tier() == tierName && c.tax.Middles[u.middle].Key == "plastic" && string(u.runes) == "플라스틱"
	})
	if p < 0 {
		return -1, 0
	}
	return p, b
}

// ---- session 36: a size said before 거 ----

// sizeAdnominals are adnominals of size (큰, 작은; 큰 is also a word of
// bulky's stream): before 거 or 것 they say how big the thing is and name
// nothing, so the material said before them still ends the noun phrase
// ("아이스박스 플라스틱 큰 거", endsPhrase).
var sizeAdnominals = []string{"큰", "작은", "커다란", "조그만", "조그마한"}

// sizeAdnominal reports whether the word w is one of sizeAdnominals,
// said as a whole word.
func sizeAdnominal(w string) bool {
	return slices.Contains(sizeAdnominals, w)
}

// ---- session 36: a dye said to have stained a thing ----

// dyeWords are the names of dyes, paints and inks that stain what they
// touch; said before a word of staining they are what soils the thing
// named after, not the item.
var dyeWords = compactAll([]string{"염색약", "물감", "잉크", "매니큐어", "헤나"})

// dyeStainStems start the words that say a dye stained a thing (물든,
// 물들어서, 묻은, 번진, 배어든).
var dyeStainStems = []string{"물든", "물들", "묻", "번진", "번져", "배어", "밴"}

// dyeStainOn returns, when the term best at pos is a dye (dyeWords) said
// bare and the next word says it stained something (dyeStainStems), and
// that word is followed in its clause by a name ("염색약 물든 수건",
// "물감 번진 앞치마"), that name's term and its position: the stained
// thing is the item, as a food that splashed on a thing is no item
// (stainOn, catalog.go). A dye said with no word of staining (염색약 남은
// 거), or stained with nothing named after (염색약 묻은 거), stays the
// dye.
func (c *Catalog) dyeStainOn(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if t.tier() != tierName || !slices.ContainsFunc(dyeWords, func(w []rune) bool { return slices.Equal(w, t.runes) }) {
		return -1, 0
	}
	e := pos + len(t.runes)
	if !bareBeforeNext(n, e) {
		return -1, 0
	}
	w, next := wordAfter(n, e)
	if !startsWithAny(strings.TrimSpace(w), dyeStainStems) || next >= len(n.r) || n.clauseStart[next] {
		return -1, 0
	}
	p := c.termAt(n, next, func(u *term) bool { return u.tier() == tierName })
	if p < 0 {
		return -1, 0
	}
	return p, next
}

// ---- session 36: soil said shaken off ----

// soilWords are the names of soil that may be shaken off a thing.
var soilWords = compactAll([]string{"흙"})

// shakeOffStems start the words that say something was shaken or brushed
// off a thing (털고, 털어서, 털어낸, 턴).
var shakeOffStems = []string{"털고", "털어", "털었", "턴"}

// soilShakenOff returns, when the term best at pos is soil (soilWords)
// and the next word says it was shaken off ("쪽파 다듬은 거 흙 털고",
// "감자 흙 털어서"), the best other term of the text and its position:
// the soil is what was taken off the thing, not the item. Soil said left
// over or clinging (분갈이하고 남은 흙, 대파 뿌리 흙 묻은 거) is read as
// before, and so is soil named again after the shaking (흙 털어서 모은
// 흙 한 봉지: soilNamedAgain), which is what was collected and thrown
// out.
func (c *Catalog) soilShakenOff(n normText, best, pos int) (int, int) {
	t := c.terms[best]
	if !slices.ContainsFunc(soilWords, func(w []rune) bool { return slices.Equal(w, t.runes) }) {
		return -1, 0
	}
	e := pos + len(t.runes)
	rest, f := ending(n, e)
	if f >= len(n.r) || n.clauseStart[f] || rest != "" && !particles[rest] {
		return -1, 0
	}
	w, next := wordAfter(n, f)
	if !startsWithAny(strings.TrimSpace(w), shakeOffStems) || soilNamedAgain(n, next) {
		return -1, 0
	}
	return c.bestTiered(mask(n, pos, len(t.runes)), func(u *term) bool { return !slices.Equal(u.runes, t.runes) })
}

// soilNamedAgain reports whether a word of soilWords starts a word of n
// from rune i on (털어서 모아 둔 흙, 털고 나온 흙만): the soil shaken off is
// named again as the thing kept or thrown out.
func soilNamedAgain(n normText, i int) bool {
	for f := i; f < len(n.r); f++ {
		if !n.tokStart[f] {
			continue
		}
		for _, w := range soilWords {
			if f+len(w) <= len(n.r) && slices.Equal(n.r[f:f+len(w)], w) {
				return true
			}
		}
	}
	return false
}
