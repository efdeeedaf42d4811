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
// PET) or the material itself (플라스틱 양동이: the stream's own name, no
// weak shape or bin word) and the text names nothing of glass or
// nonflammable (유리, glass ware, ceramics, a mirror; a workshop named by
// its craft, 도자기 공방, is a place). Breakage moves glass and ceramics,
// not plastics. A lamp's glass is its own (전구를 떨어뜨려서 유리가
// 깨졌어요): a broken lamp is still a lamp, whatever glass the text names
// (an incandescent bulb is moved by its refinement, not by breakage).
func brokenOnly(kw catalog.Match, top string) bool {
	return top == "nonflammable" && (kw.Item != "" || !kw.Weak && !kw.Generic) && !slices.Contains(breakableTo, kw.Middle) &&
		(kw.Middle == "lamp" || !slices.ContainsFunc(kw.Named, func(m string) bool { return slices.Contains(breakableTo, m) }))
}
