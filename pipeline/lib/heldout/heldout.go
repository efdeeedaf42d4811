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
	"slices"
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
	// Each trigram gets a number, and each corpus line its set of numbers;
	// an index from a trigram to the corpus lines holding it counts, for a
	// held-out text, what it shares with every line at once, so only the
	// lines sharing something are compared (a line sharing nothing has
	// similarity 0, reported only for a limit at or below 0).
	ids := map[string]int32{}
	sizes := make([]int, len(corpus))
	var holders [][]int32
	for i, l := range corpus {
		tg, _ := trigramIDs(l.Text, ids, true)
		for len(holders) < len(ids) {
			holders = append(holders, nil)
		}
		for _, g := range tg {
			holders[g] = append(holders[g], int32(i))
		}
		sizes[i] = len(tg)
	}
	shared := make([]int, len(corpus))
	var touched []int
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
			tg, size := trigramIDs(text, ids, false)
			touched = touched[:0]
			for _, g := range tg {
				for _, i := range holders[g] {
					if shared[i] == 0 {
						touched = append(touched, int(i))
					}
					shared[i]++
				}
			}
			if limit <= 0 {
				touched = touched[:0]
				for i := range corpus {
					touched = append(touched, i)
				}
			}
			slices.Sort(touched)
			for _, i := range touched {
				s := 0.0
				if size > 0 && sizes[i] > 0 {
					s = float64(shared[i]) / float64(size+sizes[i]-shared[i])
				}
				if s >= limit {
					out = append(out, Clash{Corpus: corpus[i], File: f, Line: n + 1, Similarity: s})
				}
				shared[i] = 0
			}
		}
	}
	return out, nil
}

// trigramIDs returns the numbers of s's distinct trigrams that ids has,
// after adding new numbers for the rest when add is set, and how many
// distinct trigrams s has.
func trigramIDs(s string, ids map[string]int32, add bool) ([]int32, int) {
	grams := trigrams(s)
	var out []int32
	for g := range grams {
		id, ok := ids[g]
		if !ok {
			if !add {
				continue
			}
			id = int32(len(ids))
			ids[g] = id
		}
		out = append(out, id)
	}
	return out, len(grams)
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
