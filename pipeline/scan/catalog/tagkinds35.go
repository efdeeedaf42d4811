package catalog

import "regexp"

// ---- session 35: situation tags ----

// drinkSpiltBeforeRe matches a drink said spilt in a clause that modifies
// the noun after it (맥주 쏟은 블루투스 마이크, 커피를 엎지른 키보드): the
// thing it was spilt on; 쏟은 적 (a spill once) is a past event, none.
var drinkSpiltBeforeRe = regexp.MustCompile(`(?:^|\s)(커피|콜라|주스|쥬스|우유|음료|음료수|맥주|술|소주|막걸리|와인|사이다|라떼|녹차|보리차|식혜)(을|를)?\s(엎지른|쏟은|엎은)\s([^\s적]|적\S)`)

// drinkSpiltDevice reports whether lower says, of an appliance or a
// device (a Product middle), that a drink was spilt on it in a clause
// that modifies its name (맥주 쏟은 블루투스 마이크), not denied after: the
// device is wet, as with 키보드에 커피를 쏟았어요 (spiltOnThing). A past
// spill now dry and a stain it left are read by kinds29's own checks;
// clothing, whose spills the labelling policy leaves untagged, is no
// Product.
func (c *Catalog) drinkSpiltDevice(lower, middle string) bool {
	mi, ok := c.middleIdx[middle]
	if !ok || !c.tax.Middles[mi].Product {
		return false
	}
	return matchUndenied(drinkSpiltBeforeRe, lower)
}
