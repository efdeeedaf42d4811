package web

import (
	"regexp"
	"strings"
	"testing"
)

// Every word the page asks for exists in Korean and in English.
func TestPageWordsInBothLanguages(t *testing.T) {
	t.Parallel()
	read := func(name string) string {
		data, err := staticFiles.ReadFile("static/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return string(data)
	}
	src := read("i18n.js")
	en, ko, ok := strings.Cut(src[strings.Index(src, "en: {"):], "\n  ko: {")
	if !ok {
		t.Fatal("i18n.js: no ko block after the en block")
	}
	ko, _, _ = strings.Cut(ko, "\n};")
	entry := regexp.MustCompile(`'([a-z_.]+)':`)
	keys := func(block string) map[string]bool {
		m := map[string]bool{}
		for _, k := range entry.FindAllStringSubmatch(block, -1) {
			m[k[1]] = true
		}
		return m
	}
	enKeys, koKeys := keys(en), keys(ko)
	for k := range enKeys {
		if !koKeys[k] {
			t.Errorf("%s has no Korean", k)
		}
	}
	for k := range koKeys {
		if !enKeys[k] {
			t.Errorf("%s has no English", k)
		}
	}
	used := regexp.MustCompile(`data-i18n(?:-[a-z-]+)?="([a-z_.]+)"|\bt\('([a-z_.]+)'`)
	n := 0
	for _, f := range []string{"index.html", "common.js", "contract.js", "scan.js", "i18n.js"} {
		for _, m := range used.FindAllStringSubmatch(read(f), -1) {
			k := m[1] + m[2]
			n++
			if strings.HasSuffix(k, ".") { // a prefix joined with a stage or reason: its keys are checked above
				continue
			}
			if !enKeys[k] {
				t.Errorf("%s uses %q, which i18n.js does not have", f, k)
			}
		}
	}
	if n < 50 {
		t.Errorf("only %d words found in use: the pattern is wrong", n)
	}
}
