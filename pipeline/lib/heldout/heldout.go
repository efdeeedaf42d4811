// Package heldout keeps evaluation sets apart from training corpora: a
// held-out sentence that is (nearly) a corpus sentence would make an
// evaluation measure memory instead of judgement. Near means a character
// trigram Jaccard similarity (spaces and punctuation ignored) at or above a
// limit. The tests of each corpus call Check.
package heldout

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"
)

// LimitDefault is the similarity from which a corpus line counts as a copy
// of a held-out sentence.
const LimitDefault = 0.6

// Line is one corpus sentence and the name a report gives it.
type Line struct {
	Name string
	Text string
}

// Clash is a corpus line too close to a held-out sentence. The held-out
// text is deliberately not carried: whoever fixes the corpus line must not
// read the evaluation sentence.
type Clash struct {
	Corpus     Line
	File       string
	Line       int
	Similarity float64
}

// Error names the corpus line and the held-out position.
func (c Clash) Error() string {
	return fmt.Sprintf("corpus line %s %q is too close (%.2f) to held-out %s:%d (the held-out text is not printed: corpus authors must not see it)",
		c.Corpus.Name, c.Corpus.Text, c.Similarity, filepath.Base(c.File), c.Line)
}

// Check compares every corpus line with every "text" of the JSON Lines
// files matching pattern and returns the clashes at or above limit. It fails
// when no file matches.
func Check(corpus []Line, pattern string, limit float64) ([]Clash, error) {
	files, err := filepath.Glob(pattern)
	if err != nil {
		return nil, err
	}
	if len(files) == 0 {
		return nil, fmt.Errorf("heldout: no evaluation set matches %s", pattern)
	}
	grams := make([]map[string]bool, len(corpus))
	for i, l := range corpus {
		grams[i] = trigrams(l.Text)
	}
	var out []Clash
	for _, f := range files {
		texts, err := readTexts(f)
		if err != nil {
			return nil, err
		}
		for n, text := range texts {
			if text == "" {
				continue
			}
			tg := trigrams(text)
			for i, g := range grams {
				if s := jaccard(tg, g); s >= limit {
					out = append(out, Clash{Corpus: corpus[i], File: f, Line: n + 1, Similarity: s})
				}
			}
		}
	}
	return out, nil
}

// readTexts returns the "text" of each line of a JSON Lines file ("" for a
// blank line), in order.
func readTexts(file string) ([]string, error) {
	f, err := os.Open(file)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			out = append(out, "")
			continue
		}
		var l struct{ Text string }
		if err := json.Unmarshal([]byte(line), &l); err != nil {
			return nil, fmt.Errorf("heldout: %s:%d: %w", file, len(out)+1, err)
		}
		out = append(out, l.Text)
	}
	return out, sc.Err()
}

// trigrams are the character trigrams of s, lowercased, with spaces and
// punctuation removed.
func trigrams(s string) map[string]bool {
	var r []rune
	for _, c := range s {
		if unicode.IsLetter(c) || unicode.IsDigit(c) {
			r = append(r, unicode.ToLower(c))
		}
	}
	out := map[string]bool{}
	for i := 0; i+3 <= len(r); i++ {
		out[string(r[i:i+3])] = true
	}
	return out
}

func jaccard(a, b map[string]bool) float64 {
	if len(a) == 0 || len(b) == 0 {
		return 0
	}
	n := 0
	for k := range a {
		if b[k] {
			n++
		}
	}
	return float64(n) / float64(len(a)+len(b)-n)
}
