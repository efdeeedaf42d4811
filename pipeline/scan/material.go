package scan

import (
	"slices"

	"github.com/baton-dev/baton/pipeline/scan/catalog"
)

// breakableTo are the streams whose items breakage moves to
// nonflammable: glass (a broken bottle) and nonflammable itself.
var breakableTo = []string{"glass", "nonflammable"}

// brokenOnly reports whether the classifier's top middle would move a
// named item to nonflammable on no evidence but breakage: the keyword
// named an item of another material (a storage box, a basin, a bottle of
// PET) and the text names nothing of glass or nonflammable (유리, glass
// ware, ceramics, a mirror). Breakage moves glass and ceramics, not
// plastics.
func brokenOnly(kw catalog.Match, top string) bool {
	return top == "nonflammable" && kw.Item != "" && !slices.Contains(breakableTo, kw.Middle) &&
		!slices.ContainsFunc(kw.Named, func(m string) bool { return slices.Contains(breakableTo, m) })
}
