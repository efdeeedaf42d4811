package korean

import "strings"

// respell24 writes spoken spellings of the residue noun 찌꺼기
// (찌끄레기, 찌끄래기, 찌꺼래기, 찌께기) the standard way, so that the
// residue is read (session 24).
var respell24 = strings.NewReplacer("찌끄레기", "찌꺼기", "찌끄래기", "찌꺼기", "찌꺼래기", "찌꺼기", "찌께기", "찌꺼기", "찌끼", "찌꺼기")
